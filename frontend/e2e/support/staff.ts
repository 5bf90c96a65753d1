import type { Page } from 'playwright-core';

/** Fills and sends the staff login, which /admin and every /admin/<tab> show without a session. */
export async function signInAsStaff(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Acceder' }).click();
}

/** The tab bar of the staff panel, there once signed in. */
export const staffPanelNav = (page: Page) => page.getByRole('navigation', { name: 'Secciones del panel' });

/** Signs in on /admin and waits for the panel. */
export async function openStaffPanel(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/admin`);
  await signInAsStaff(page, email, password);
  await staffPanelNav(page).waitFor();
}

/** Opens a tab of the staff panel from its tab bar and waits for its address and heading. */
export async function openStaffTab(page: Page, baseUrl: string, label: string, pathName: string): Promise<void> {
  await staffPanelNav(page).getByRole('link', { name: label, exact: true }).click();
  await page.waitForURL(`${baseUrl}/admin/${pathName}`);
  await page.getByRole('heading', { level: 2, name: label }).waitFor();
}

/**
 * Waits until the tab bar marks `label` as the current page. The address changes a render
 * before the bar does, so reading aria-current right after waitForURL races the router.
 */
export async function waitForCurrentStaffTab(page: Page, label: string): Promise<void> {
  await staffPanelNav(page).locator('a[aria-current="page"]').filter({ hasText: label }).waitFor();
}
