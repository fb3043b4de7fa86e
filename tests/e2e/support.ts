// What every end-to-end test needs: the mock backend's controls and a logged-in console.
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const MOCK_URL = `http://127.0.0.1:${process.env.MOCK_PORT ?? 8787}`;

export const OWNER = { login: '0712345678', password: 'Owner@2026', pin: '1234', name: 'Wanjiru Kamau' };
export const CASHIER = { login: 'cashier', password: 'Cashier@2026', pin: '2468', name: 'Brian Otieno' };

export interface Fault {
  mode: 'latency' | 'no-response' | 'http500' | 'malformed' | 'code';
  action?: string;
  code?: string;
  message?: string;
  latencyMs?: number;
  times?: number;
}

export const resetBackend = async (request: APIRequestContext) => {
  expect((await request.post(`${MOCK_URL}/__mock__/reset`)).ok()).toBe(true);
};

export const injectFault = async (request: APIRequestContext, fault: Fault) => {
  expect((await request.post(`${MOCK_URL}/__mock__/faults`, { data: fault })).ok()).toBe(true);
};

/** The code the mock "sent" most recently, as a person would read it from their phone. */
export const lastOtp = async (request: APIRequestContext): Promise<string> => {
  const answer = (await (await request.get(`${MOCK_URL}/__mock__/otp`)).json()) as { code: string | null };
  expect(answer.code).toMatch(/^\d{4}$/);
  return answer.code as string;
};

/** react-admin's user menu: labelled Profile, showing the person's name. */
export const userMenu = (page: Page) => page.getByRole('button', { name: 'Profile' });

export const loginIdField = (page: Page) => page.getByLabel('Mobile number or staff username');
export const passwordField = (page: Page) => page.getByRole('textbox', { name: 'Password', exact: true });

export const fillLogin = async (page: Page, login: string, password: string) => {
  await page.goto('login');
  await loginIdField(page).fill(login);
  await passwordField(page).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
};

export const logIn = async (page: Page, account: { login: string; password: string; name: string }) => {
  await fillLogin(page, account.login, account.password);
  await expect(page).toHaveURL(/\/Merchant\/home$/);
  await expect(page.getByRole('heading', { name: `Welcome back, ${account.name}` })).toBeVisible();
};
