import { expect, test } from '@playwright/test';
import { fullNameOf, SECTION_LABELS, sidebarMenu, signIn, STAFF, STAFF_PASSWORD } from './support';

const ALL_SECTIONS = Object.values(SECTION_LABELS);

/** Sections each role must see, in menu order (admin/src/layout/menu-sections.ts). */
const EXPECTED: Record<keyof typeof STAFF, string[]> = {
  admin: [SECTION_LABELS.listings, SECTION_LABELS.consulting, SECTION_LABELS.sales, SECTION_LABELS.content, SECTION_LABELS.staff],
  moderator: [SECTION_LABELS.listings, SECTION_LABELS.content, SECTION_LABELS.staff],
  consultant: [SECTION_LABELS.consulting, SECTION_LABELS.sales],
};

test.describe('staff console: role-aware menu and dashboard', () => {
  for (const [role, account] of Object.entries(STAFF) as [keyof typeof STAFF, (typeof STAFF)[keyof typeof STAFF]][]) {
    test(`${role} sees exactly the sections of the role`, async ({ page }) => {
      await signIn(page, account.email);
      const expected = EXPECTED[role];
      const hidden = ALL_SECTIONS.filter((label) => !expected.includes(label));

      const menu = sidebarMenu(page);
      await expect(menu.getByRole('menuitem', { name: 'Panou principal' })).toBeVisible();
      await expect(menu.getByRole('menuitem', { name: 'Contul meu' })).toBeVisible();
      await expect(menu.locator('[data-section]')).toHaveText(expected);
      for (const label of hidden) {
        await expect(menu.getByText(label, { exact: true })).toHaveCount(0);
      }

      // The dashboard lists the same areas, as text (no links).
      const areas = page.getByTestId('dashboard-areas');
      await expect(areas.getByRole('listitem')).toHaveCount(expected.length);
      await expect(areas.getByRole('listitem')).toContainText(expected);
      for (const label of hidden) {
        await expect(areas.getByText(label, { exact: true })).toHaveCount(0);
      }
      await expect(areas.getByRole('link')).toHaveCount(0);
    });
  }

  test('the staff group: all of it for an admin, only the users for a moderator, none for a consultant', async ({ browser }) => {
    const staffItems = async (email: string) => {
      const page = await browser.newPage();
      await signIn(page, email);
      const menu = sidebarMenu(page);
      await expect(menu.getByRole('menuitem', { name: 'Panou principal' })).toBeVisible();
      const visible = [];
      for (const name of ['Utilizatori', 'Jurnal de audit', 'Lucrări eșuate']) {
        if ((await menu.getByRole('menuitem', { name }).count()) > 0) visible.push(name);
      }
      await page.close();
      return visible;
    };
    expect(await staffItems(STAFF.admin.email)).toEqual(['Utilizatori', 'Jurnal de audit', 'Lucrări eșuate']);
    expect(await staffItems(STAFF.moderator.email)).toEqual(['Utilizatori']);
    expect(await staffItems(STAFF.consultant.email)).toEqual([]);
  });

  test('"Contul meu" shows the identity and works as a deep link', async ({ page, request }) => {
    const fullName = await fullNameOf(request, STAFF.consultant.email, STAFF_PASSWORD);
    await signIn(page, STAFF.consultant.email);

    await sidebarMenu(page).getByRole('menuitem', { name: 'Contul meu' }).click();
    await expect(page).toHaveURL(/\/admin\/profil$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Contul meu');
    await expect(main).toContainText(fullName);
    await expect(main).toContainText(STAFF.consultant.email);
    await expect(main).toContainText('Consultant');

    await page.reload();
    await expect(page).toHaveURL(/\/admin\/profil$/);
    await expect(page.getByRole('main')).toContainText(STAFF.consultant.email);
  });
});
