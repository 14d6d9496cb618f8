import { redactUrl } from './logging.js';

describe('URLs in the logs', () => {
  it('replaces secret query values and token path segments, keeping the rest', () => {
    expect(redactUrl('/auth/reseteaza-parola?token=abc.def')).toBe('/auth/reseteaza-parola?token=[redacted]');
    expect(redactUrl('/auth/verifica-email.data?token=abc&_routes=root')).toBe('/auth/verifica-email.data?token=[redacted]&_routes=root');
    expect(redactUrl('/api/x?page=2&access_token=s3&resetToken=s4&password=p&code=123456&key=k')).toBe(
      '/api/x?page=2&access_token=[redacted]&resetToken=[redacted]&password=[redacted]&code=[redacted]&key=[redacted]',
    );
    expect(redactUrl('/api/listings/renew-link/eyJhbGci.sig?utm=mail')).toBe('/api/listings/renew-link/[redacted]?utm=mail');
    expect(redactUrl('/api/saved-searches/pause/eyJhbGci.sig')).toBe('/api/saved-searches/pause/[redacted]');
    expect(redactUrl('/api/newsletter/unsubscribe/tok')).toBe('/api/newsletter/unsubscribe/[redacted]');
    expect(redactUrl('/api/company/list/web?q=token&pageSize=4')).toBe('/api/company/list/web?q=token&pageSize=4');
    expect(redactUrl('/vanzare-cumparare-afaceri/slug')).toBe('/vanzare-cumparare-afaceri/slug');
    expect(redactUrl('/x?%74oken=abc')).toBe('/x?%74oken=[redacted]');
  });
});
