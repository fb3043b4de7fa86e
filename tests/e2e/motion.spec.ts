// A person who asked their system for less motion (prefers-reduced-motion, WCAG 2.3.3): nothing grows, slides or
// fades; menus, dialogs and the side menu are there at once. Everyone else keeps the transitions.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { logIn, OWNER, resetBackend, userMenu } from './support';

test.beforeEach(async ({ request }) => resetBackend(request));

/** The elements of the page, with what they are, whose styles would move them over time, and for how long. */
const movingElements = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .map((element) => ({ element, durations: getComputedStyle(element).transitionDuration }))
      .filter(({ durations }) => durations.split(',').some((duration) => parseFloat(duration) > 0))
      .map(({ element, durations }) => `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 2).join('.')} ${durations}`),
  );

/** Opens the profile menu and answers how long its sheet takes to grow into place, in seconds. */
const profileMenuGrowth = async (page: Page) => {
  await logIn(page, OWNER);
  await userMenu(page).click();
  const logout = page.getByRole('menuitem', { name: 'Logout' });
  await expect(logout).toBeVisible();
  const sheet = page.locator('.MuiMenu-paper').filter({ has: logout });
  return sheet.evaluate((element) => Math.max(...getComputedStyle(element).transitionDuration.split(',').map(parseFloat)));
};

test.describe('asked for less motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the open profile menu, the side menu and the rest of home move by no transition', async ({ page }) => {
    expect(await profileMenuGrowth(page)).toBe(0);
    expect(await movingElements(page)).toEqual([]);
  });
});

test.describe('not asked', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('the profile menu grows into place as before', async ({ page }) => {
    expect(await profileMenuGrowth(page)).toBeGreaterThan(0.1);
  });
});
