import { expect, test } from '@playwright/test';

test.describe('content security policy', () => {
  test('server-rendered pages allow only their own nonce for scripts, and hydrate without violations', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const response = await page.goto('/');
    const csp = response!.headers()['content-security-policy'];
    const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce, csp).toBeTruthy();
    expect(csp).not.toContain("'unsafe-inline'; script-src-attr");
    // Besides the nonce, only the hosts of the configured analytics and pixel (loaded after consent).
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+'( https:\/\/(www\.googletagmanager\.com|connect\.facebook\.net))*;/);
    expect(csp).toContain("frame-ancestors 'none'");
    const html = await response!.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    expect(violations).toEqual([]);
  });

  test('each page gets a fresh nonce and a client-sent nonce header is ignored', async ({ request }) => {
    const first = await request.get('/contact', { headers: { 'x-csp-nonce': 'attacker' } });
    const second = await request.get('/contact');
    const nonceOf = (header: string) => /'nonce-([^']+)'/.exec(header)?.[1];
    const a = nonceOf(first.headers()['content-security-policy']);
    const b = nonceOf(second.headers()['content-security-policy']);
    expect(a).toBeTruthy();
    expect(a).not.toBe(b);
    expect(a).not.toBe('attacker');
    expect(await first.text()).not.toContain('nonce="attacker"');
  });
});
