import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';

/** Every request to a host other than this machine fails at once: nothing leaves the machine. */
export async function keepTrafficLocal(context: BrowserContext): Promise<void> {
  await context.route(
    (url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost',
    (route) => route.abort(),
  );
}

/** Serious and critical axe findings (WCAG 2 A/AA), one line each, with the elements concerned. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help} → ${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 5)
          .join(' | ')}`,
    );
}

/**
 * Holds the requests `url` matches on the network until `release()` (a part's code downloading
 * slowly); `requested` resolves when the first of them is asked for.
 */
export async function holdRequests(
  target: Page | BrowserContext,
  url: RegExp | ((url: URL) => boolean),
): Promise<{ requested: Promise<void>; release(): void }> {
  let release = () => undefined as void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let asked = () => undefined as void;
  const requested = new Promise<void>((resolve) => (asked = resolve));
  await target.route(url, async (route) => {
    asked();
    await gate;
    await route.continue();
  });
  return { requested, release };
}
