/**
 * A page whose code arrives late (a phone's connection: the HTML shows, the scripts come a second
 * later), and the fields of its forms: used by the journeys that type before the page hydrates
 * (account/typed-before-hydration*.spec.ts).
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { waitForHydration } from '../shell/support';
import { holdRequests } from './page-checks';

/**
 * Opens `path` with every script of the site held on the network: the page shows its server HTML and
 * stays there until `release()`, which checks the page had not hydrated, lets the scripts through and
 * waits for hydration and for what runs right after it. The hold stays on for the pages the visitor
 * reaches by following links or sending forms before `release()`.
 */
export async function openWithCodeHeld(page: Page, path: string): Promise<{ release(): Promise<void> }> {
  const code = await holdRequests(page, (url) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js'));
  await page.goto(path, { waitUntil: 'commit' });
  await expect(page.locator('main')).toBeVisible();
  return {
    async release() {
      await expect(page.locator('html'), 'typed before the page hydrated').not.toHaveAttribute('data-hydrated', 'true');
      code.release();
      await waitForHydration(page);
      // A moment for what runs after hydration (effects, re-renders) to have run.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 200))));
    },
  };
}

/** Whether React handles the element yet (its props are attached), or it is still the server's HTML. */
export function handledByReact(element: Locator): Promise<boolean> {
  return element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__react')));
}

/**
 * Brings `form` to the visitor and waits until React draws its fields. A part of the page whose code
 * loads as the visitor gets to it (lib/deferred-component.tsx) keeps the server's HTML after
 * hydration: it swaps in as it nears the screen or is touched, carrying over what was typed.
 */
export async function untilReactHolds(form: Locator): Promise<void> {
  const field = form.locator('input:not([type="hidden"]), textarea, select').first();
  // The swap replaces the server's elements: a step that meets one on its way out is tried again.
  await expect(async () => {
    await form.scrollIntoViewIfNeeded({ timeout: 1_000 });
    if (!(await handledByReact(field))) await field.focus({ timeout: 1_000 });
    expect(await handledByReact(field)).toBe(true);
  }, 'the form is drawn by React').toPass({ timeout: 15_000 });
}

/** A field's answer: text typed or an option chosen; for radio buttons and tick boxes, the values ticked (`on` for a box without a value). */
export type Answers = Record<string, string | readonly string[]>;

function box(form: Locator, name: string, value: string): Locator {
  return value === 'on' ? form.locator(`[name="${name}"]`) : form.locator(`[name="${name}"][value="${value}"]`);
}

async function kindOf(form: Locator, name: string): Promise<string> {
  return form
    .locator(`[name="${name}"]`)
    .first()
    .evaluate((element) =>
      element instanceof HTMLSelectElement ? 'select' : element instanceof HTMLTextAreaElement ? 'textarea' : (element as HTMLInputElement).type,
    );
}

/** Fills fields by name as a visitor does: types text, chooses options, ticks boxes and radio buttons. */
export async function fillAll(form: Locator, values: Answers): Promise<void> {
  for (const [name, value] of Object.entries(values)) {
    const kind = await kindOf(form, name);
    if (kind === 'select') await form.locator(`[name="${name}"]`).selectOption(value as string | string[]);
    else if (kind === 'radio' || kind === 'checkbox') for (const item of [value].flat()) await box(form, name, item).check();
    else await form.locator(`[name="${name}"]`).fill(value as string);
  }
}

/** Each field still holds what was typed, chosen or ticked. */
export async function expectValues(form: Locator, values: Answers): Promise<void> {
  for (const [name, value] of Object.entries(values)) {
    const kind = await kindOf(form, name);
    if (kind === 'radio' || kind === 'checkbox') for (const item of [value].flat()) await expect(box(form, name, item), `${name} ${item}`).toBeChecked();
    else await expect(form.locator(`[name="${name}"]`), name).toHaveValue(value as string);
  }
}
