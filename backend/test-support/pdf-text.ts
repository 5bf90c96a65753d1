import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The text of each page of a PDF as a reader's tool extracts it (poppler's pdftotext, which
 * .ci/run installs with poppler-utils): what a person can search and copy, not what we drew.
 */
export function pdfPagesText(bytes: Uint8Array): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'cdm-pdf-'));
  try {
    const file = join(dir, 'document.pdf');
    writeFileSync(file, bytes);
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', '-layout', file, '-'], { encoding: 'utf8' });
    // Pages end with a form feed.
    return text.split('\f').slice(0, -1);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error('pdftotext is missing: apt-get install -y poppler-utils (see .ci/run)');
    }
    throw error;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
