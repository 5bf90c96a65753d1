// Writes frontend/public/documentos/identificacion-mediador-muestra.pdf: the stand-in for the
// mediator's ID that the partners' portal offers beside the letter of intent. It is a sample,
// and says so on its face; MEDIATOR_ID_DOCUMENT_URL points the portal at the real document.
// Run: node tools/make-sample-id-pdf.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const target = path.join(root, 'frontend/public/documentos/identificacion-mediador-muestra.pdf');

// PDF strings in WinAnsiEncoding: accented letters as octal escapes.
const pdfText = (text) =>
  text.replace(/[\\()]/g, (char) => `\\${char}`).replace(/[^\x20-\x7e]/g, (char) => `\\${char.charCodeAt(0).toString(8).padStart(3, '0')}`);

const lines = [
  [72, 700, 30, 'DOCUMENTO DE MUESTRA'],
  [72, 660, 14, 'Identificación oficial del mediador'],
  [72, 620, 12, 'Este archivo es un ejemplo sin validez. No corresponde a ninguna persona.'],
  [72, 600, 12, 'Sustitúyalo por la identificación real del mediador con la variable'],
  [72, 580, 12, 'MEDIATOR_ID_DOCUMENT_URL de la configuración del servidor.'],
  [72, 540, 12, 'Ciudad Deporte Motor ZMG - Portal de socios'],
];
const content = [
  // A red frame and a diagonal watermark make the sample obvious at a glance.
  '1 0 0 RG 4 w 36 36 540 720 re S',
  'q 0.85 g BT /F1 64 Tf 0.7071 0.7071 -0.7071 0.7071 150 180 Tm (MUESTRA) Tj ET Q',
  ...lines.map(([x, y, size, text]) => `BT /F1 ${size} Tf ${x} ${y} Td (${pdfText(text)}) Tj ET`),
].join('\n');

const objects = [
  '<< /Type /Catalog /Pages 2 0 R >>',
  '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
  '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
  `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
  '<< /Title (Documento de muestra - identificacion del mediador) /Producer (Ciudad Deporte Motor ZMG) >>',
];

let pdf = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
const offsets = objects.map((body, index) => {
  const offset = Buffer.byteLength(pdf, 'latin1');
  pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  return offset;
});
const xref = Buffer.byteLength(pdf, 'latin1');
pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 6 0 R >>\nstartxref\n${xref}\n%%EOF\n`;

mkdirSync(path.dirname(target), { recursive: true });
writeFileSync(target, Buffer.from(pdf, 'latin1'));
process.stdout.write(`${path.relative(root, target)} (${Buffer.byteLength(pdf, 'latin1')} bytes)\n`);
