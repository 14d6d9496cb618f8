import { cspDirectives, cspHeader } from './csp.js';

describe('content security policy', () => {
  it('allows scripts only from the site and the page nonce when no tracking is configured', () => {
    const header = cspHeader(cspDirectives(false, 'abc'));
    expect(header).toContain("script-src 'self' 'nonce-abc';");
    expect(header).toContain("connect-src 'self';");
    expect(header).not.toMatch(/google|facebook/);
  });

  it('adds exactly the hosts of the configured analytics and pixel', () => {
    const both = cspHeader(cspDirectives(true, 'abc', { gaMeasurementId: 'G-TEST123', metaPixelId: '1234567890' }));
    expect(both).toContain("script-src 'self' 'nonce-abc' https://www.googletagmanager.com https://connect.facebook.net;");
    expect(both).toContain("connect-src 'self' https://www.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com https://connect.facebook.net https://www.facebook.com;");
    expect(both).toMatch(/img-src [^;]*https:\/\/www\.facebook\.com/);

    const pixelOnly = cspHeader(cspDirectives(true, 'abc', { gaMeasurementId: null, metaPixelId: '1234567890' }));
    expect(pixelOnly).toContain("script-src 'self' 'nonce-abc' https://connect.facebook.net;");
    expect(pixelOnly).not.toContain('google');
  });
});
