import { randomBytes } from 'node:crypto';
import { EfacturaService } from '../../../src/modules/efactura/efactura.service.js';
import { TokenCipher } from '../../../src/modules/efactura/token-cipher.js';
import { startAnafSpvStandIn, type AnafSpvStandIn } from '../../support/anaf-spv-stand-in.js';
import { newMember, type Member } from '../../support/members.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { restartApp } from './app-restart.js';
import { valuationInvoice } from './documents.js';
import { efacturaState, issueInvoice } from './issued-invoices.js';

const KEY = randomBytes(32);
/** ANAF's access tokens last 90 days; here 20 s, so that the renewal due a quarter of the life before expiry (5 s) comes within the test. */
const TOKEN_SECONDS = 20;

/**
 * The SPV's OAuth tokens: kept in the database sealed with EFACTURA_TOKEN_KEY, the refresh token ANAF
 * rotates at each renewal reused after a restart (the stand-in accepts only the newest, like a
 * consent that would otherwise be lost), the access token renewed before it expires.
 */
describe('e-Factura: the SPV’s OAuth tokens', () => {
  let spv: AnafSpvStandIn;
  let t: TestApp;
  let buyer: Member;

  const tokenRow = async () => (await t.dataSource.query(`SELECT * FROM efactura_tokens`)) as Record<string, unknown>[];
  const sendOne = async () => {
    const id = await issueInvoice(t, buyer, valuationInvoice());
    await t.jobs.drain();
    expect(await efacturaState(t, id)).toMatchObject({ status: 'validated' });
  };

  beforeAll(async () => {
    spv = await startAnafSpvStandIn({ accessTokenSeconds: TOKEN_SECONDS });
    t = await startTestApp({ env: { ...spv.env, EFACTURA_TOKEN_KEY: KEY.toString('base64') } });
    buyer = await newMember(t);
  });
  afterAll(async () => {
    await t.close();
    await spv.close();
  });

  it('keeps the tokens sealed: neither ANAF’s refresh token nor its access token is stored in plain', async () => {
    await sendOne();
    expect(spv.grants).toEqual([{ refreshToken: 'anaf-refresh-token', accepted: true, previousAccessValid: null }]);
    const rows = await tokenRow();
    expect(rows).toHaveLength(1);
    const [row] = rows;
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(spv.refreshToken);
    expect(stored).not.toContain('anaf-refresh-token');
    expect(stored).not.toContain('anaf-test-token');
    expect(row.refresh_token).toMatch(/^v1\./);
    expect(row.access_token).toMatch(/^v1\./);
    // Opened with the key it is ANAF's newest refresh token; with another key it does not open.
    expect(new TokenCipher(KEY).decrypt(row.refresh_token as string, 'efactura_tokens.spv.refresh_token')).toBe(spv.refreshToken);
    expect(() => new TokenCipher(randomBytes(32)).decrypt(row.refresh_token as string, 'efactura_tokens.spv.refresh_token')).toThrow();
    expect((row.access_expires_at as Date).getTime()).toBeGreaterThan(Date.now());
  });

  it('after a restart uses the stored tokens: no new grant while the access token is fresh', async () => {
    t = await restartApp(t);
    const grants = spv.grants.length;
    await sendOne();
    expect(spv.grants.length).toBe(grants);
  });

  it('renews the access token before it expires, with the refresh token ANAF rotated to, and keeps the new one', async () => {
    const rotated = spv.refreshToken;
    t = await restartApp(t);
    // Past three quarters of the token's life (its renewal is due), 4.5 s before its end.
    const [{ access_expires_at: expiresAt }] = await tokenRow();
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, (expiresAt as Date).getTime() - Date.now() - 4500)));
    const grants = spv.grants.length;
    await sendOne();
    expect(spv.grants.slice(grants)).toEqual([{ refreshToken: rotated, accepted: true, previousAccessValid: true }]);
    const [row] = await tokenRow();
    expect(new TokenCipher(KEY).decrypt(row.refresh_token as string, 'efactura_tokens.spv.refresh_token')).toBe(spv.refreshToken);
    expect(spv.refreshToken).not.toBe(rotated);
  }, 60_000);

  it('a key that does not open the stored tokens falls back to the configured refresh token, which ANAF no longer accepts: the invoice says a new consent is needed', async () => {
    await t.app.close();
    const config = { ...t.config, efactura: { ...t.config.efactura!, tokenKey: randomBytes(32) } };
    t = await restartApp({ ...t, config }, { stopped: true });
    const id = await issueInvoice(t, buyer, valuationInvoice(), { withoutJob: true });
    await expect(t.app.get(EfacturaService).upload({ invoiceId: id, attempt: 1 })).rejects.toThrow(/invalid_grant/);
    const state = await efacturaState(t, id);
    expect(state).toMatchObject({ status: 'error', uploadId: null });
    expect(state.message).toContain('este nevoie de o nouă autorizare OAuth');
    expect(spv.grants.at(-1)).toMatchObject({ refreshToken: 'anaf-refresh-token', accepted: false });
  });
});
