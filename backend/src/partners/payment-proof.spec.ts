import { judgePaymentProof, proofFileName } from './payment-proof';
import { PaymentProofTooLargeError, UnsupportedPaymentProofError } from './partners.errors';

const PDF = Buffer.from('%PDF-1.7\n%%EOF\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

describe('the name a payment proof is stored and served under', () => {
  it.each([
    ['Recibo de depósito (marzo).PDF', 'application/pdf', 'Recibo-de-deposito-marzo.pdf'],
    ['../../etc/passwd.pdf', 'application/pdf', 'passwd.pdf'],
    ['C:\\Users\\ana\\Escritorio\\transferencia.png', 'image/png', 'transferencia.png'],
    ['foto.jpg', 'image/png', 'foto.png'],
    ['"; evil=1.pdf', 'application/pdf', 'evil-1.pdf'],
    ['.pdf', 'application/pdf', 'comprobante.pdf'],
    ['', 'image/webp', 'comprobante.webp'],
    ['ñandú 💸.webp', 'image/webp', 'nandu.webp'],
  ] as const)('%j as %s → %s', (original, type, expected) => {
    expect(proofFileName(original, type)).toBe(expected);
  });

  it('keeps a long name within the column limit', () => {
    const name = proofFileName(`${'a'.repeat(500)}.pdf`, 'application/pdf');
    expect(name).toMatch(/^[A-Za-z0-9._-]{1,120}$/);
    expect(name.endsWith('.pdf')).toBe(true);
  });
});

describe('judging a payment proof by its bytes', () => {
  it('takes the type from the content, not from the name', () => {
    expect(judgePaymentProof({ bytes: PNG, fileName: 'recibo.pdf' })).toMatchObject({ contentType: 'image/png', sizeBytes: PNG.length, fileName: 'recibo.png' });
    expect(judgePaymentProof({ bytes: PDF, fileName: 'recibo.pdf' }).sha256).toMatch(/^[a-f0-9]{64}$/);
  });

  it('refuses an empty file, an executable and a file over 10 MB', () => {
    expect(() => judgePaymentProof({ bytes: Buffer.alloc(0), fileName: 'vacio.pdf' })).toThrow(UnsupportedPaymentProofError);
    expect(() => judgePaymentProof({ bytes: Buffer.from('MZ\x90\x00'), fileName: 'recibo.pdf' })).toThrow(UnsupportedPaymentProofError);
    const tooLarge = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024 + 1 - PDF.length, 0x20)]);
    expect(() => judgePaymentProof({ bytes: tooLarge, fileName: 'grande.pdf' })).toThrow(PaymentProofTooLargeError);
  });
});
