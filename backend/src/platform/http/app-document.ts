import { Injectable, Logger } from '@nestjs/common';
import escapeHtml from 'escape-html';
import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { isAppPage, NOT_FOUND_META, PageMeta, pageMetaFor, SITE_NAME } from '@cdm/contracts';
import { AppConfig } from '../config';

// Written by tools/prerender.mjs: the public pages whose HTML already holds what they show.
const PRERENDERED_DIR = 'prerendered';
const PRERENDERED_FILE = /^[a-z0-9-]+\.html$/;

/**
 * The built React app's index.html for every page (or the page's prerendered HTML, when the build
 * wrote one): 404 for paths the app does not render, and each page's own meta tags.
 */
@Injectable()
export class AppDocument {
  private readonly logger = new Logger(AppDocument.name);
  private readonly indexPath: string;

  constructor(private readonly config: AppConfig) {
    this.indexPath = path.join(config.frontendDist, 'index.html');
    if (!existsSync(this.indexPath)) {
      this.logger.warn(`No built app at ${config.frontendDist}: pages answer 404 until the frontend is built`);
    }
  }

  get available(): boolean {
    return existsSync(this.indexPath);
  }

  render(pathname: string): { status: number; html: string } {
    const known = isAppPage(pathname);
    // Read on each request: a rebuilt app is served without restarting (STACK.md trap 6).
    const template = readFileSync((known && this.prerenderedPath(pathname)) || this.indexPath, 'utf8');
    return { status: known ? 200 : 404, html: this.withMeta(template, known ? pageMetaFor(pathname) : NOT_FOUND_META, pathname) };
  }

  private prerenderedPath(pathname: string): string | null {
    const directory = path.join(this.config.frontendDist, PRERENDERED_DIR);
    let pages: unknown;
    try {
      pages = JSON.parse(readFileSync(path.join(directory, 'pages.json'), 'utf8'));
    } catch {
      return null; // not written by this build
    }
    const file = typeof pages === 'object' && pages !== null && Object.hasOwn(pages, pathname) ? (pages as Record<string, unknown>)[pathname] : null;
    if (typeof file !== 'string' || !PRERENDERED_FILE.test(file)) return null;
    const filePath = path.join(directory, file);
    return existsSync(filePath) ? filePath : null;
  }

  private withMeta(template: string, meta: PageMeta, pathname: string): string {
    const title = escapeHtml(meta.title);
    const description = escapeHtml(meta.description);
    const tags = [
      `<meta property="og:title" content="${title}" />`,
      `<meta property="og:description" content="${description}" />`,
      `<meta property="og:type" content="website" />`,
      `<meta property="og:site_name" content="${escapeHtml(SITE_NAME)}" />`,
      `<meta property="og:locale" content="es_MX" />`,
      `<meta property="og:url" content="${escapeHtml(this.config.publicUrl + pathname)}" />`,
      meta.indexable ? `<link rel="canonical" href="${escapeHtml(this.config.publicUrl + pathname)}" />` : '<meta name="robots" content="noindex, nofollow" />',
    ].join('\n    ');
    return template
      .replace(/<title>[\s\S]*?<\/title>/, `<title>${title}</title>`)
      .replace(/<meta\s+name="description"[\s\S]*?\/>/, `<meta name="description" content="${description}" />`)
      .replace('</head>', `    ${tags}\n  </head>`);
  }
}
