import { detectIdDocumentType, ID_DOCUMENT_MAX_BYTES } from './id-document';

const bytes = (...values: Array<number | string>) =>
  Uint8Array.from(values.flatMap((value) => (typeof value === 'string' ? [...value].map((char) => char.charCodeAt(0)) : [value])));

describe('ID document type by its first bytes', () => {
  it.each([
    ['a JPEG photo', bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 'JFIF'), 'image/jpeg'],
    ['a PNG image', bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 'IHDR'), 'image/png'],
    ['a WebP image', bytes('RIFF', 0x24, 0x08, 0, 0, 'WEBPVP8 '), 'image/webp'],
    ['a PDF scan', bytes('%PDF-1.7\n%âãÏÓ'), 'application/pdf'],
  ])('recognises %s', (_name, content, expected) => {
    expect(detectIdDocumentType(content)).toBe(expected);
  });

  it.each([
    ['a Windows executable', bytes('MZ', 0x90, 0, 3, 0, 0, 0)],
    ['a Linux executable', bytes(0x7f, 'ELF', 2, 1, 1)],
    ['a shell script', bytes('#!/bin/sh\nrm -rf /')],
    ['an HTML page', bytes('<!doctype html><script>')],
    ['a RIFF that is not WebP (a WAV sound)', bytes('RIFF', 0x24, 0x08, 0, 0, 'WAVEfmt ')],
    ['a ZIP archive', bytes('PK', 3, 4)],
    ['an empty file', bytes()],
    ['a truncated JPEG marker', bytes(0xff, 0xd8)],
    ['a PDF signature not at the start', bytes(' %PDF-1.4')],
  ])('refuses %s', (_name, content) => {
    expect(detectIdDocumentType(content)).toBeNull();
  });

  it('allows 10 MB at most', () => {
    expect(ID_DOCUMENT_MAX_BYTES).toBe(10_485_760);
  });
});
