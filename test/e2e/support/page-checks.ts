import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';

/** Every request to a host other than this machine fails at once: nothing leaves the machine. */
export async function keepTrafficLocal(context: BrowserContext): Promise<void> {
  await context.route((url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost', (route) => route.abort());
}

/** Serious and critical axe findings (WCAG 2 A/AA), one line each, with the elements concerned. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.impact} ${violation.id}: ${violation.help} → ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 5).join(' | ')}`);
}
