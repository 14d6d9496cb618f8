import { builtSite } from '../../support/built-site.js';
import { listen, peakMemoryGrowth, postGenerated } from '../../support/http-stream.js';
import { insertListing } from '../../support/listings.js';
import { newMember } from '../../support/members.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const MB = 1024 * 1024;
const FORM = 'application/x-www-form-urlencoded';

/** Request bodies are bounded everywhere: the API's parsers and the server-rendered pages' actions. */
describe('request limits (needs `npm run build`)', () => {
  let t: TestApp;
  let port: number;
  let detailPath: string;
  beforeAll(async () => {
    t = await startTestApp({ env: { FRONTEND_BUILD_DIR: builtSite() } });
    port = await listen(t);
    const owner = await newMember(t);
    const listing = await insertListing(t, owner.id);
    detailPath = `/vanzare-cumparare-afaceri/${listing.slug}`;
  });
  afterAll(() => t.close());

  const targets = () => [
    { name: 'the sign-in page', path: '/auth/login', page: true },
    { name: "a listing page's contact action", path: detailPath, page: true },
    { name: 'the sign-in API', path: '/api/login', page: false },
  ];

  for (const declareLength of [true, false]) {
    it(`answers 413 to a 50 MB form (${declareLength ? 'declared length' : 'chunked'}) without reading it into memory`, async () => {
      for (const target of targets()) {
        const { result, growth } = await peakMemoryGrowth(() =>
          postGenerated(port, target.path, { contentType: FORM, totalBytes: 50 * MB, declareLength, prefix: 'intent=contact&email=' }),
        );
        expect(result.status, target.name).toBe(413);
        expect(growth, `${target.name}: memory grew by ${Math.round(growth / MB)} MB`).toBeLessThan(64 * MB);
        // Refused once the limit was passed: far less than the whole body went over the wire.
        if (!declareLength) expect(result.sent, target.name).toBeLessThan(50 * MB);
        if (target.page) {
          expect(result.headers['content-type']).toMatch(/text\/html/);
          expect(result.body).toContain('Formularul este prea mare');
        } else {
          expect(JSON.parse(result.body)).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: expect.stringMatching(/depășește dimensiunea permisă/) } });
        }
      }
    });
  }

  it('leaves a multipart body an API route does not take unread: refused, memory flat', async () => {
    const boundary = 'api';
    const { result, growth } = await peakMemoryGrowth(() =>
      postGenerated(port, '/api/login', {
        contentType: `multipart/form-data; boundary=${boundary}`,
        totalBytes: 50 * MB,
        declareLength: true,
        prefix: `--${boundary}\r\nContent-Disposition: form-data; name="email"\r\n\r\n`,
      }),
    );
    expect(result.status).toBeGreaterThanOrEqual(400);
    expect(result.status).toBeLessThan(500);
    expect(growth).toBeLessThan(64 * MB);
  });

  it('still reads forms under the limit (a wrong password is answered by the page, not refused)', async () => {
    const answer = await t.http.post('/auth/login').type('form').send({ email: 'nimeni@example.ro', password: 'Gresita123' });
    expect(answer.status).not.toBe(413);
    expect(answer.status).toBeLessThan(500);
    expect(answer.text).toContain('<html');
  });

  it('lets anonymous pages take one picture by multipart, not more', async () => {
    const boundary = 'limite';
    const multipart = `multipart/form-data; boundary=${boundary}`;
    const field = `--${boundary}\r\nContent-Disposition: form-data; name="text"\r\n\r\n`;
    const small = await postGenerated(port, '/echipa', {
      contentType: multipart,
      totalBytes: 3 * MB,
      declareLength: true,
      prefix: field,
      suffix: `\r\n--${boundary}--\r\n`,
    });
    expect(small.status).not.toBe(413);
    const large = await postGenerated(port, '/echipa', { contentType: multipart, totalBytes: 12 * MB, declareLength: false, prefix: field });
    expect(large.status).toBe(413);
  });

  it("lets a signed-in visitor's multipart form carry the publishing form's pictures; a forged session cookie does not", async () => {
    const boundary = 'publicare';
    const multipart = `multipart/form-data; boundary=${boundary}`;
    const field = `--${boundary}\r\nContent-Disposition: form-data; name="text"\r\n\r\n`;
    const member = await newMember(t);
    const session = `auth_token=${member.auth[1].replace(/^Bearer /, '')}`;
    const signedIn = await postGenerated(port, '/echipa', {
      contentType: multipart,
      totalBytes: 15 * MB,
      declareLength: true,
      headers: { cookie: session },
      prefix: field,
      suffix: `\r\n--${boundary}--\r\n`,
    });
    expect(signedIn.status).not.toBe(413);
    const forged = await postGenerated(port, '/echipa', {
      contentType: multipart,
      totalBytes: 15 * MB,
      declareLength: true,
      headers: { cookie: 'auth_token=eyJhbGciOiJIUzI1NiJ9.e30.semnatura-falsa' },
      prefix: field,
    });
    expect(forged.status).toBe(413);
    // Past the publishing form's bound, signed in or not.
    const tooMany = await postGenerated(port, '/echipa', {
      contentType: multipart,
      totalBytes: 202 * MB,
      declareLength: true,
      headers: { cookie: session },
      prefix: field,
    });
    expect(tooMany.status).toBe(413);
  });
});
