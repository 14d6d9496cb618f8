import type { EntryContext } from 'react-router';
import { viewBeaconScript } from './view-beacon.server';

const ID = '11111111-2222-4333-8444-555555555555';
const contextWith = (loaderData: Record<string, unknown>) => ({ staticHandlerContext: { loaderData } }) as unknown as EntryContext;

/** Runs the script's code against a stand-in document; returns what it sent and the listeners left. */
function run(script: string, visibility: 'visible' | 'hidden') {
  const code = /<script[^>]*>(.*)<\/script>/.exec(script)![1]!;
  const sent: string[] = [];
  const listeners = new Set<() => void>();
  const document = {
    hidden: visibility === 'hidden',
    addEventListener: (_name: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_name: string, listener: () => void) => listeners.delete(listener),
  };
  const navigator = { sendBeacon: (url: string) => sent.push(url) };
  const window: { __vb?: string } = {};
  new Function('document', 'navigator', 'window', code)(document, navigator, window);
  return { sent, document, window, fire: () => [...listeners].forEach((listener) => listener()), listeners };
}

describe('the view beacon of a listing page', () => {
  it('is written with the nonce for the route that names it, and posts once when the page is visible', () => {
    const script = viewBeaconScript(
      contextWith({ root: { user: null }, 'routes/listings/listing-detail': { viewBeacon: `/api/listings/${ID}/views` } }),
      'n0nce',
    );
    expect(script.startsWith('<script nonce="n0nce">')).toBe(true);
    // A few dozen bytes (the page's JavaScript budget is tight; this is HTML, still kept small).
    expect(script.length).toBeLessThan(270);
    const visible = run(script, 'visible');
    expect(visible.sent).toEqual([`/api/listings/${ID}/views`]);
    // The page's code, once hydrated, knows this listing was counted.
    expect(visible.window.__vb).toBe(`/api/listings/${ID}/views`);
    visible.fire();
    expect(visible.sent).toHaveLength(1);
    expect(visible.listeners.size).toBe(0);
  });

  it('waits for a tab opened in the background to be looked at', () => {
    const script = viewBeaconScript(contextWith({ detail: { viewBeacon: `/api/listings/${ID}/views` } }), undefined);
    expect(script.startsWith('<script>')).toBe(true);
    const hidden = run(script, 'hidden');
    expect(hidden.sent).toEqual([]);
    hidden.fire();
    expect(hidden.sent).toEqual([]);
    hidden.document.hidden = false;
    hidden.fire();
    hidden.fire();
    expect(hidden.sent).toEqual([`/api/listings/${ID}/views`]);
  });

  it('writes nothing for pages without a beacon, or with anything but a listing view URL', () => {
    expect(viewBeaconScript(contextWith({ root: {}, page: { viewBeacon: null } }), 'n')).toBe('');
    expect(viewBeaconScript(contextWith({ page: { viewBeacon: `/api/listings/${ID}/views');alert(1);('` } }), 'n')).toBe('');
    expect(viewBeaconScript(contextWith({ page: { viewBeacon: 'https://example.com/x' } }), 'n')).toBe('');
  });
});
