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
