import type { Locator, Page } from 'playwright-core';

/**
 * Fills the card form of the simulated payment provider (the test card's number, a future expiry,
 * any CVC) and presses its pay button. `form` is the page, or the dialog that holds the form when
 * the page may show more than one; the button's label differs by screen.
 */
export async function payWithSimulatedCard(form: Page | Locator, cardNumber: string, payButton: string): Promise<void> {
  await form.getByLabel('Número de tarjeta').fill(cardNumber);
  await form.getByLabel('Vencimiento (MM/AA)').fill('12/30');
  await form.getByLabel('CVC').fill('123');
  await form.getByRole('button', { name: payButton }).click();
}

/**
 * After a refused card the person can try again at once: the focus is still on the form of the
 * pay button (not on <body>), and no toast, once in place, covers that button.
 */
export async function expectRefusalLeavesFormUsable(page: Page, payButton: Locator): Promise<void> {
  await page.waitForFunction((button) => button?.closest('form')?.contains(document.activeElement) ?? false, await payButton.elementHandle(), { timeout: 5_000 });
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'), undefined, { timeout: 5_000 });
  const button = await payButton.boundingBox();
  const toasts = await page.locator('[data-sonner-toast]').evaluateAll((elements) =>
    elements.map((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x, y, width, height };
    }),
  );
  expect(toasts.length).toBeGreaterThan(0);
  const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  expect(toasts.filter((toast) => button !== null && overlaps(toast, button))).toEqual([]);
}
