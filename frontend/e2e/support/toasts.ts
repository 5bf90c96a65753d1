import type { Page } from 'playwright-core';

// Sonner marks every toast with this attribute; the same text may stand elsewhere on the page too.
const TOAST = '[data-sonner-toast]';

/** The first toast that shows `text`. */
export const toastWith = (page: Page, text: string) => page.locator(TOAST).filter({ hasText: text }).first();

/** Waits until the last toast has gone (they close by themselves after a few seconds). */
export async function waitForToastsToGo(page: Page): Promise<void> {
  await page.locator(TOAST).first().waitFor({ state: 'detached', timeout: 15_000 });
}
