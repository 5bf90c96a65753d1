import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { waitForToastsToGo } from './toasts';

export type AccessibilityViolation = { id: string; nodes: string[] };

/**
 * The WCAG 2.1 A and AA violations axe finds on the page, measured once nothing is moving: a
 * dialog or a table fading in would otherwise be judged on its colours halfway through.
 * Endless animations (a spinner) are not waited for.
 */
export async function accessibilityViolations(page: Page): Promise<AccessibilityViolation[]> {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
    undefined,
    { timeout: 15_000 },
  );
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
  }));
}

/**
 * Fails with the list of violations. With `afterToasts`, first waits for the toasts to go:
 * stacked toasts fade in and out, and axe would measure their colours halfway through.
 */
export async function expectNoAccessibilityViolations(page: Page, { afterToasts = false } = {}): Promise<void> {
  if (afterToasts) await waitForToastsToGo(page);
  expect(await accessibilityViolations(page)).toEqual([]);
}
