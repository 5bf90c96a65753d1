import { Browser, BrowserContext, BrowserContextOptions, chromium, Page } from 'playwright-core';

/** Debian's Chromium, headless, without the background traffic this machine's closed network refuses. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export type TestPage = { context: BrowserContext; page: Page; errors: string[] };

/**
 * A fresh context and page (desktop size, es-MX) that collect uncaught page errors and console
 * errors (and warnings with `warnings`). `ignoreConsole` drops the messages a test expects, such as
 * the 401s Chromium logs itself.
 */
export async function openTestPage(
  browser: Browser,
  { ignoreConsole, warnings = false, ...options }: BrowserContextOptions & { ignoreConsole?: (text: string) => boolean; warnings?: boolean } = {},
): Promise<TestPage> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'es-MX', ...options });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    const collected = message.type() === 'error' || (warnings && message.type() === 'warning');
    if (collected && !ignoreConsole?.(message.text())) errors.push(`${message.type()}: ${message.text()}`);
  });
  return { context, page, errors };
}
