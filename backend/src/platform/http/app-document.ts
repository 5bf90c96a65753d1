import { Injectable, Logger } from '@nestjs/common';
import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { isAppPage } from '@cdm/contracts';
import { AppConfig } from '../config';

/** The built React app's index.html, answered for every page; 404 for paths the app does not render. */
@Injectable()
export class AppDocument {
  private readonly logger = new Logger(AppDocument.name);
  private readonly indexPath: string;

  constructor(config: AppConfig) {
    this.indexPath = path.join(config.frontendDist, 'index.html');
    if (!existsSync(this.indexPath)) {
      this.logger.warn(`No built app at ${config.frontendDist}: pages answer 404 until the frontend is built`);
    }
  }

  get available(): boolean {
    return existsSync(this.indexPath);
  }

  render(pathname: string): { status: number; html: string } {
    // Read on each request: a rebuilt app is served without restarting (STACK.md trap 6).
    return { status: isAppPage(pathname) ? 200 : 404, html: readFileSync(this.indexPath, 'utf8') };
  }
}
