/** Consent gating of the tracking scripts, on a minimal stand-in of the browser's document. */
const IDS = { gaMeasurementId: 'G-TEST123', metaPixelId: '1234567890' };
const ACCEPT = { showNecesar: true, showStat: true, showMarketing: true };
const REFUSE = { showNecesar: false, showStat: false, showMarketing: false };

interface FakeScript {
  src: string;
  async: boolean;
  nonce: string;
}

function fakeBrowser(path = '/') {
  const inserted: FakeScript[] = [];
  const win: Record<string, unknown> = { location: { pathname: path, href: `https://roafaceri.ro${path}` } };
  const doc = {
    title: 'Pagina | RoAfaceri',
    querySelector: () => ({ nonce: 'page-nonce' }),
    createElement: () => ({ src: '', async: false, nonce: '' }),
    head: { appendChild: (script: FakeScript) => inserted.push(script) },
  };
  vi.stubGlobal('window', win);
  vi.stubGlobal('document', doc);
  return { inserted, win: win as { dataLayer?: ArrayLike<unknown>[]; fbq?: { queue: unknown[][] }; location: { pathname: string; href: string } } };
}

async function freshModule() {
  vi.resetModules();
  return import('./analytics');
}

afterEach(() => vi.unstubAllGlobals());

describe('consent-gated tracking', () => {
  it('loads nothing without marketing consent, nor page views', async () => {
    const { inserted, win } = fakeBrowser();
    const analytics = await freshModule();
    analytics.trackPageView('/');
    analytics.onMarketingConsent({ ...ACCEPT, showMarketing: false }, IDS);
    analytics.onMarketingConsent(REFUSE, IDS);
    analytics.trackPageView('/contact');
    expect(inserted).toEqual([]);
    expect(win.dataLayer).toBeUndefined();
    expect(win.fbq).toBeUndefined();
  });

  it('loads nothing when no ids are configured, even with consent', async () => {
    const { inserted } = fakeBrowser();
    const analytics = await freshModule();
    analytics.onMarketingConsent(ACCEPT, { gaMeasurementId: null, metaPixelId: null });
    expect(inserted).toEqual([]);
  });

  it('after consent inserts gtag.js and fbevents.js once, with the page nonce, and counts the current page', async () => {
    const { inserted, win } = fakeBrowser('/vanzare-cumparare-afaceri');
    const analytics = await freshModule();
    analytics.onMarketingConsent(ACCEPT, IDS);
    analytics.onMarketingConsent(ACCEPT, IDS);
    expect(inserted.map((script) => script.src)).toEqual([`${analytics.GTAG_URL}?id=G-TEST123`, analytics.FBEVENTS_URL]);
    expect(inserted.every((script) => script.async && script.nonce === 'page-nonce')).toBe(true);
    expect(win.fbq!.queue).toEqual([
      ['init', '1234567890'],
      ['track', 'PageView'],
    ]);
    const gaCalls = win.dataLayer!.map((entry) => Array.from(entry));
    expect(gaCalls[1]).toEqual(['config', 'G-TEST123', { send_page_view: false }]);
    expect(gaCalls[2]).toMatchObject(['event', 'page_view', { page_path: '/vanzare-cumparare-afaceri' }]);
  });

  it('tracks one page view per route change, and stops after consent is withdrawn', async () => {
    const { win } = fakeBrowser('/');
    const analytics = await freshModule();
    analytics.onMarketingConsent(ACCEPT, { gaMeasurementId: null, metaPixelId: '1234567890' });
    analytics.trackPageView('/'); // the Shell's call for the page tracking started on
    analytics.trackPageView('/contact');
    analytics.trackPageView('/faq');
    const pageViews = () => win.fbq!.queue.filter((call) => call[1] === 'PageView').length;
    expect(pageViews()).toBe(3);
    analytics.onMarketingConsent(REFUSE, IDS);
    analytics.trackPageView('/contact');
    expect(pageViews()).toBe(3);
  });
});
