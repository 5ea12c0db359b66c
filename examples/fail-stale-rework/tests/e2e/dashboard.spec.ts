import { expect, test } from '@playwright/test';

test.use({ timezoneId: 'Europe/Moscow' });
test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-04-24T10:00:00+03:00'));
});

test('«Квартал» selects the current quarter and keeps it in the URL', async ({ page }) => {
  await page.goto('/dashboard');
  await page.getByTestId('preset-quarter').click();
  await expect(page).toHaveURL(/from=2026-04-01&to=2026-04-24/);
  await page.reload();
  await expect(page.getByTestId('preset-quarter')).toHaveAttribute('aria-pressed', 'true');
});

test('custom range applies only when valid', async ({ page }) => {
  await page.goto('/dashboard');
  await page.getByTestId('range-from').fill('2026-04-20');
  await page.getByTestId('range-to').fill('2026-04-10');
  await expect(page.getByTestId('range-apply')).toBeDisabled();
  await page.getByTestId('range-to').fill('2026-04-22');
  await page.getByTestId('range-apply').click();
  await expect(page).toHaveURL(/from=2026-04-20&to=2026-04-22/);
});

test('theme toggle persists across reloads', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/dashboard');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.getByTestId('theme-toggle').click();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});
