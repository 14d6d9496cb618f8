import { cspDirectives, cspHeader, paymentFormTargets } from './csp.js';

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
    expect(both).toContain(
      "connect-src 'self' https://www.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com https://connect.facebook.net https://www.facebook.com;",
    );
    expect(both).toMatch(/img-src [^;]*https:\/\/www\.facebook\.com/);

    const pixelOnly = cspHeader(cspDirectives(true, 'abc', { gaMeasurementId: null, metaPixelId: '1234567890' }));
    expect(pixelOnly).toContain("script-src 'self' 'nonce-abc' https://connect.facebook.net;");
    expect(pixelOnly).not.toContain('google');
  });

  it("lets the card form lead to Stripe's hosted page (or the host STRIPE_API_URL names), only when card payment is on", () => {
    expect(cspHeader(cspDirectives(true, 'abc', undefined, paymentFormTargets({ driver: 'bank-transfer' })))).toContain("form-action 'self';");
    expect(cspHeader(cspDirectives(true, 'abc', undefined, paymentFormTargets({ driver: 'stripe', apiUrl: null })))).toContain(
      "form-action 'self' https://checkout.stripe.com;",
    );
    expect(cspHeader(cspDirectives(false, 'abc', undefined, paymentFormTargets({ driver: 'stripe', apiUrl: 'http://127.0.0.1:12111/' })))).toMatch(
      /form-action 'self' http:\/\/127\.0\.0\.1:12111(;|$)/,
    );
  });
});
