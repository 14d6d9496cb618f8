import { expect, test } from '@playwright/test';
import { presetConsent, waitForHydration } from './shell/support';

const PNG_1x1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test.describe('profile photo', () => {
  test('uploads a photo from the profile page and refuses a file that is not an image', async ({ page, context, baseURL }) => {
    const email = `poza.${Date.now()}@example.ro`;
    const registered = await page.request.post('/api/account/register', {
      data: { fullName: 'Dana Poză', email, password: 'Parola123', confirmPassword: 'Parola123', userType: 1, acceptTerms: true },
    });
    expect(registered.status()).toBe(201);
    expect((await page.request.post('/api/login', { data: { email, password: 'Parola123' } })).status()).toBe(200);
    await presetConsent(context, baseURL);

    await page.goto('/cont/profil');
    await waitForHydration(page);
    await expect(page.getByAltText('Poza de profil actuală')).toHaveCount(0);
    await page.locator('input[name="avatar"]').setInputFiles({ name: 'poza.png', mimeType: 'image/png', buffer: PNG_1x1 });
    await page.getByRole('button', { name: 'Salvează profilul' }).click();
    await expect(page.getByText('Profilul a fost actualizat.')).toBeVisible();
    const image = page.getByAltText('Poza de profil actuală');
    await expect(image).toBeVisible();
    const src = await image.getAttribute('src');
    expect(src).toMatch(/^\/api\/account\/avatar\/[0-9a-f-]{36}\.png$/);
    const served = await page.request.get(src!);
    expect(served.status()).toBe(200);
    expect(Buffer.from(await served.body()).equals(PNG_1x1)).toBe(true);

    await page
      .locator('input[name="avatar"]')
      .setInputFiles({ name: 'poza.png', mimeType: 'image/png', buffer: Buffer.from('<html><script>alert(1)</script></html>') });
    await page.getByRole('button', { name: 'Salvează profilul' }).click();
    await expect(page.getByText('Poza de profil trebuie să fie o imagine JPEG, PNG sau WebP.')).toBeVisible();
    // The earlier photo stays.
    await expect(page.getByAltText('Poza de profil actuală')).toHaveAttribute('src', src!);
  });
});
