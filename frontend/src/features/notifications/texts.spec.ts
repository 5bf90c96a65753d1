import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { emailTemplateLabels } from './texts';

function backendSources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'test' ? [] : backendSources(file);
    return /\.tsx?$/.test(name) && !/\.spec\.tsx?$/.test(name) ? [readFileSync(file, 'utf8')] : [];
  });
}

describe('names of the email templates in the Correos tab', () => {
  it('names in Spanish every template the server renders', () => {
    const source = backendSources(path.resolve(__dirname, '../../../../backend/src/notifications')).join('\n');
    const keys = new Set(
      source
        .split('\n')
        .filter((line) => /template\b.*[:=]/i.test(line))
        .flatMap((line) => [...line.matchAll(/'([a-z]+(?:[.-][a-z]+)*)'/g)].map((match) => match[1]))
        .filter((key) => key.includes('.') || key === 'prueba'),
    );

    expect(keys.size).toBeGreaterThan(20);
    expect([...keys].filter((key) => !(key in emailTemplateLabels))).toEqual([]);
  });
});
