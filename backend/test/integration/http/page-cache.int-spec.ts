import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { insertListing } from '../../support/listings.js';
import { newMember, TEST_PASSWORD, type Member } from '../../support/members.js';
import { secondWeb, within } from '../../support/second-web.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/** The public site's build, made by `npm run build` before the tests (npm test). */
const FRONTEND_BUILD = join(import.meta.dirname, '../../../../frontend/build');

const nonceOfPolicy = (policy: string) => /'nonce-([^']+)'/.exec(policy)?.[1];
const noncesInPage = (html: string) => [...html.matchAll(/ nonce="([^"]+)"/g)].map((match) => match[1]);

describe('cached server-rendered pages of anonymous visitors', () => {
  let t: TestApp;
  let other: Awaited<ReturnType<typeof secondWeb>>;
  let owner: Member;
  let moderator: Member;

  beforeAll(async () => {
    expect(existsSync(join(FRONTEND_BUILD, 'server/index.js')), 'the frontend is built (npm run build)').toBe(true);
    t = await startTestApp({ redis: true, env: { FRONTEND_BUILD_DIR: FRONTEND_BUILD } });
    other = await secondWeb(t);
    owner = await newMember(t, { legal: true });
    moderator = await newMember(t, { role: 'moderator' });
  });

  afterAll(async () => {
    await other?.close();
    await t?.close();
  });

  it('renders a page once and answers 100 visits with it, each with a nonce of its own in the policy and in the page', async () => {
    const seen = new Set<string>();
    const caches: string[] = [];
    for (let visit = 0; visit < 100; visit++) {
      const answer = await t.http.get('/faq').expect(200);
      caches.push(answer.headers['x-cache']);
      const nonce = nonceOfPolicy(answer.headers['content-security-policy']);
      expect(nonce).toBeTruthy();
      const inPage = noncesInPage(answer.text);
      expect(inPage.length).toBeGreaterThan(0);
      expect(new Set(inPage)).toEqual(new Set([nonce]));
      expect(answer.text).not.toContain('nonce-'); // no placeholder left
      seen.add(nonce!);
    }
    expect(seen.size).toBe(100);
    expect(caches[0]).toBe('miss');
    expect(caches.filter((cache) => cache === 'hit').length).toBeGreaterThanOrEqual(95);
  });

  it('gzips and brotli-compresses from the stored render, answers 304 to a visitor holding the same page, and keys pages by the cookie choice', async () => {
    const plain = await t.http.get('/faq').expect(200);
    // Straight from the server (an HTTP client would unzip it on its own).
    const zipped = await t.app
      .getHttpAdapter()
      .getInstance()
      .inject({ method: 'GET', url: '/faq', headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    const html = gunzipSync(zipped.rawPayload).toString('utf8');
    const nonce = nonceOfPolicy(String(zipped.headers['content-security-policy']))!;
    expect(html).toBe(plain.text.replaceAll(nonceOfPolicy(plain.headers['content-security-policy'])!, nonce));
    expect(zipped.rawPayload.length).toBeLessThan(html.length / 3);

    // Brotli once the entry's brotli form is ready (compressed off the request path): the same page.
    let brotli = await t.app
      .getHttpAdapter()
      .getInstance()
      .inject({ method: 'GET', url: '/faq', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    for (let tries = 0; brotli.headers['content-encoding'] !== 'br' && tries < 50; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      brotli = await t.app
        .getHttpAdapter()
        .getInstance()
        .inject({ method: 'GET', url: '/faq', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    }
    expect(brotli.headers['content-encoding']).toBe('br');
    const brotliNonce = nonceOfPolicy(String(brotli.headers['content-security-policy']))!;
    expect(brotliNonce).not.toBe(nonce);
    expect(brotliDecompressSync(brotli.rawPayload).toString('utf8')).toBe(
      plain.text.replaceAll(nonceOfPolicy(plain.headers['content-security-policy'])!, brotliNonce),
    );
    expect(brotli.rawPayload.length).toBeLessThan(zipped.rawPayload.length);

    const etag = plain.headers.etag;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const revalidated = await t.http.get('/faq').set('if-none-match', etag).expect(304);
    expect(revalidated.headers['content-security-policy']).toBeUndefined();
    expect(revalidated.text ?? '').toBe('');

    // A first visit shows the cookie dialog; a visitor who chose does not get that page.
    const chosen = await t.http
      .get('/faq')
      .set('cookie', `CookieConsent=${encodeURIComponent(JSON.stringify({ showNecesar: true, showStat: false, showMarketing: false }))}`)
      .expect(200);
    expect(plain.text).toContain('Respectăm confidențialitatea ta');
    expect(chosen.text).not.toContain('Respectăm confidențialitatea ta');
  });

  it('never gives a signed-in visitor a cached page, nor keeps theirs', async () => {
    await t.http.get('/faq').expect(200);
    const login = await t.http.post('/api/login').send({ email: owner.email, password: TEST_PASSWORD }).expect(200);
    const cookie = (login.headers['set-cookie'] as unknown as string[]).map((item) => item.split(';')[0]).join('; ');
    for (let visit = 0; visit < 3; visit++) {
      const page = await t.http.get('/faq').set('cookie', cookie).expect(200);
      expect(page.headers['x-cache']).toBeUndefined();
      expect(page.headers['cache-control']).toContain('no-store');
      expect(page.text).toContain(owner.name);
    }
    const anonymous = await t.http.get('/faq').expect(200);
    expect(anonymous.headers['x-cache']).toBe('hit');
    expect(anonymous.text).not.toContain(owner.name);
  });

  it('inlines the stylesheet for visitors without a session and links the same CSS, as an immutable file, for signed-in ones', async () => {
    const login = await t.http.post('/api/login').send({ email: owner.email, password: TEST_PASSWORD }).expect(200);
    const cookie = (login.headers['set-cookie'] as unknown as string[]).map((item) => item.split(';')[0]).join('; ');
    const anonymous = await t.http.get('/vanzare-cumparare-afaceri').expect(200);
    const signedIn = await t.http.get('/vanzare-cumparare-afaceri').set('cookie', cookie).expect(200);
    const inline = /<style id="site-css">([\s\S]*?)<\/style>/.exec(anonymous.text)?.[1];
    const href = /<link id="site-css" rel="stylesheet" href="(\/assets\/site-[0-9a-f]{12}\.css)"\/>/.exec(signedIn.text)?.[1];
    expect(inline && inline.length).toBeGreaterThan(10_000);
    expect(href).toBeDefined();
    expect(signedIn.text).not.toContain('<style id="site-css">');
    expect(signedIn.text.length).toBeLessThan(anonymous.text.length - inline!.length / 2);
    const stylesheet = await t.http.get(href!).expect(200);
    expect(stylesheet.headers['content-type']).toMatch(/^text\/css/);
    expect(stylesheet.headers['cache-control']).toContain('immutable');
    expect(stylesheet.text).toBe(inline);
  });

  it('renders the shell’s kept parts once: later signed-in pages carry the same footer, menu and filters, keyed by what they show', async () => {
    const login = await t.http.post('/api/login').send({ email: owner.email, password: TEST_PASSWORD }).expect(200);
    const cookie = (login.headers['set-cookie'] as unknown as string[]).map((item) => item.split(';')[0]).join('; ');
    const withoutNonces = (html: string) => html.replace(/ nonce="[^"]+"/g, '');
    const sideMenu = (html: string) => /<aside id="side-menu"[\s\S]*?<\/aside>/.exec(html)?.[0];
    const footer = (html: string) => /<footer class="site-footer">[\s\S]*?<\/footer>/.exec(html)?.[0];

    const first = await t.http.get('/vanzare-cumparare-afaceri?county=12').set('cookie', cookie).expect(200);
    const second = await t.http.get('/vanzare-cumparare-afaceri?county=12').set('cookie', cookie).expect(200);
    expect(withoutNonces(second.text)).toBe(withoutNonces(first.text));
    // No marker is left in a page, fresh or spliced.
    for (const page of [first.text, second.text]) expect(page).not.toMatch(/[\uE000-\uE005]/);
    expect(footer(first.text)).toContain('newsletter-form-footer');
    expect(sideMenu(first.text)).toContain('Contul meu');
    expect(second.text).toMatch(/<select[^>]*name="county"[\s\S]*?<option value="12" selected=""/);

    // What the parts depend on is in their keys: other filters, another visitor, another page.
    const otherFilters = await t.http.get('/vanzare-cumparare-afaceri?county=13').set('cookie', cookie).expect(200);
    expect(otherFilters.text).toMatch(/<select[^>]*name="county"[\s\S]*?<option value="13" selected=""/);
    expect(otherFilters.text).not.toMatch(/<option value="12" selected=""/);
    const anonymous = await t.http.get('/vanzare-cumparare-afaceri?county=12').expect(200);
    expect(sideMenu(anonymous.text)).toContain('Autentificare');
    expect(sideMenu(anonymous.text)).not.toContain('Contul meu');
    expect(footer(anonymous.text)).toBe(footer(first.text));
    const services = await t.http.get('/servicii').set('cookie', cookie).expect(200);
    expect(sideMenu(services.text)).toMatch(/aria-current="page"[^>]*>Servicii/);
    expect(sideMenu(first.text)).not.toMatch(/aria-current="page"[^>]*>Servicii/);
  });

  it('a listing approved through one process shows on the other process’s cached family page within a second', async () => {
    const title = `Atelier de olărit Horezu ${Date.now()}`;
    const listing = await insertListing(t, owner.id, { title, status: 'pending' });
    const page = '/vanzare-cumparare-afaceri?q=olarit+horezu';
    expect((await other.http.get(page).expect(200)).text).not.toContain(title);
    expect((await other.http.get(page).expect(200)).headers['x-cache']).toBe('hit');

    await t.http
      .post(`/api/admin/listings/${listing.id}/approve`)
      .set(...moderator.auth)
      .expect(200);
    await within(1000, async () => (await other.http.get(page)).text.includes(title));
  });
});
