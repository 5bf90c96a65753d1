import { Browser } from 'playwright-core';
import { Client } from 'pg';
import { SmtpListener } from '../../../backend/test-support/smtp-listener';
import { AppServer, startAppServer } from './app-server';
import { launchChromium } from './browser';

/** A connection to the test database, for checking what the screens saved. */
export async function connectDatabase(): Promise<Client> {
  const db = new Client({ connectionString: process.env.DATABASE_URL });
  await db.connect();
  return db;
}

/** What a suite that sends email starts once: the mail catcher, the built app wired to it, Chromium and a database connection. */
export type Services = { smtp: SmtpListener; server: AppServer; browser: Browser; db: Client };

/**
 * Starts the services of a suite; `env` adds to the app's environment (SMTP_URL is set here).
 * If one fails to start, those already started are stopped, so jest is not left waiting on them.
 */
export async function startServices(env: Record<string, string> = {}): Promise<Services> {
  const started: Partial<Services> = {};
  try {
    started.smtp = await new SmtpListener().start();
    started.server = await startAppServer({ SMTP_URL: started.smtp.url, ...env });
    started.browser = await launchChromium();
    started.db = await connectDatabase();
    return started as Services;
  } catch (error) {
    await stopServices(started);
    throw error;
  }
}

/** Stops whatever of the services is there (afterAll runs even when beforeAll failed). */
export async function stopServices({ smtp, server, browser, db }: Partial<Services>): Promise<void> {
  await browser?.close();
  await server?.stop();
  await smtp?.stop();
  await db?.end();
}
