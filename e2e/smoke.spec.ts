import { expect, test } from './fixtures';

test('the front page opens as a Hungarian HTML page', { tag: '@phone' }, async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hu');
});
