// The built console runs under a strict Content Security Policy (scripts/lib/contentSecurityPolicy.ts). Every spec
// fails on a violation (fixtures.ts); these tests show the policy is really there and really blocks.
import { expect, test } from './fixtures';
import { resetBackend } from './support';

test.beforeEach(async ({ request }) => resetBackend(request));

const policyOf = (header: string | undefined) =>
  new Map((header ?? '').split(';').map((directive) => directive.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));

test('every page load gets the policy with a fresh nonce, and the console is styled under it', async ({ page }) => {
  const first = await page.goto('login');
  const policy = policyOf(first?.headers()['content-security-policy']);
  expect(policy.get('script-src')).toEqual(["'self'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
  expect(policy.get('frame-src')).toEqual(["'self'"]);
  const nonce = policy.get('style-src')?.find((value) => value.startsWith("'nonce-"));
  expect(nonce).toMatch(/^'nonce-[A-Za-z0-9+/]{22}==?'$/);
  // The styles emotion inserted carry this load's nonce, so MUI's look applies: a contained button wears the brand green.
  await expect(page.getByRole('button', { name: 'Log in' })).toHaveCSS('background-color', 'rgb(11, 107, 58)');

  const second = await page.goto('login');
  const again = policyOf(second?.headers()['content-security-policy']).get('style-src')?.find((value) => value.startsWith("'nonce-"));
  expect(again).not.toEqual(nonce);
});

test('markup that slips into the page cannot run a script or load a style', async ({ page, policyViolations }) => {
  await page.goto('login');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
    const style = document.createElement('style');
    style.textContent = 'body { display: none }';
    document.head.append(style);
  });
  await expect.poll(() => policyViolations.map((violation) => violation.directive).sort()).toEqual(['script-src-elem', 'style-src-elem']);
  expect(await page.evaluate(() => (window as { injected?: boolean }).injected)).toBeUndefined();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  // Seen and expected: the watch in fixtures.ts must not fail this test for them.
  policyViolations.length = 0;
});
