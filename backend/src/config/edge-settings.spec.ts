import { buildAppConfig } from './app-config.js';
import { PRODUCTION_ENV, problemsOf } from '../../test/support/config-problems.js';

const PRODUCTION = PRODUCTION_ENV;
const DEVELOPMENT = { JWT_SECRET: 'j'.repeat(40), DATA_DIR: '/tmp/rf-edge-settings' };

describe('settings of the HTTP edge', () => {
  it('trusts no proxy by default outside production, private-network proxies in production, and what TRUST_PROXY names', () => {
    expect(buildAppConfig(DEVELOPMENT).http.trustProxy).toBe(false);
    expect(buildAppConfig(PRODUCTION).http.trustProxy).toEqual(['loopback', 'linklocal', 'uniquelocal']);
    expect(buildAppConfig({ ...PRODUCTION, TRUST_PROXY: 'false' }).http.trustProxy).toBe(false);
    expect(buildAppConfig({ ...DEVELOPMENT, TRUST_PROXY: '1' }).http.trustProxy).toBe(1);
    expect(buildAppConfig({ ...DEVELOPMENT, TRUST_PROXY: '10.0.0.0/8, 192.168.1.10' }).http.trustProxy).toEqual(['10.0.0.0/8', '192.168.1.10']);
    expect(problemsOf({ ...DEVELOPMENT, TRUST_PROXY: 'true' })[0]).toMatch(/^TRUST_PROXY: /);
    expect(problemsOf({ ...DEVELOPMENT, TRUST_PROXY: '10.0.0.0/40' })[0]).toMatch(/^TRUST_PROXY: /);
  });

  it('serves the API docs outside production, and in production only with API_DOCS_PUBLIC=true', () => {
    expect(buildAppConfig(DEVELOPMENT).http.apiDocs).toBe(true);
    expect(buildAppConfig(PRODUCTION).http.apiDocs).toBe(false);
    expect(buildAppConfig({ ...PRODUCTION, API_DOCS_PUBLIC: 'true' }).http.apiDocs).toBe(true);
    expect(problemsOf({ ...PRODUCTION, API_DOCS_PUBLIC: 'poate' })[0]).toMatch(/^API_DOCS_PUBLIC: /);
  });

  it('names the session cookie __Host-auth_token and makes it Secure whenever the site is on https', () => {
    expect(buildAppConfig(PRODUCTION).http.authCookie).toEqual({ name: '__Host-auth_token', secure: true });
    expect(buildAppConfig({ ...DEVELOPMENT, PUBLIC_URL: 'https://test.roafaceri.ro' }).http.authCookie).toEqual({ name: '__Host-auth_token', secure: true });
    expect(buildAppConfig(DEVELOPMENT).http.authCookie).toEqual({ name: 'auth_token', secure: false });
  });

  it('bounds the response cache at 64 MB unless told', () => {
    expect(buildAppConfig(DEVELOPMENT).responseCacheMaxBytes).toBe(64 * 1024 * 1024);
    expect(buildAppConfig({ ...DEVELOPMENT, RESPONSE_CACHE_MAX_BYTES: '1048576' }).responseCacheMaxBytes).toBe(1048576);
    expect(problemsOf({ ...DEVELOPMENT, RESPONSE_CACHE_MAX_BYTES: '-1' })[0]).toMatch(/^RESPONSE_CACHE_MAX_BYTES: /);
  });
});
