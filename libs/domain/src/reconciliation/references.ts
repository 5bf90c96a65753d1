// References people write on a transfer (SPEI "concepto" / "referencia"): the CDM-… of a block
// and the stable CDM-S-… of a partner, found in free text however the bank or the payer wrote them.

const ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** A partner's stable reference: CDM-S- and six characters of the blocks' alphabet (no I, no O). */
export function partnerReference(randomValues: readonly number[]): string {
  if (randomValues.length < 6) throw new RangeError('Six random values are needed');
  const suffix = randomValues
    .slice(0, 6)
    .map((value) => ALPHABET[Math.abs(Math.trunc(value)) % ALPHABET.length])
    .join('');
  return `CDM-S-${suffix}`;
}

/** Upper case, without accents, every run of non-alphanumerics one space. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();
}

// Separators people put (or banks turn hyphens into): a hyphen, a space, a slash, a dot, nothing.
const SEP = '[\\s\\-_/.]?';
const PARTNER_PATTERN = new RegExp(`CDM${SEP}S${SEP}([0-9A-Z]{6})(?![0-9A-Z])`, 'g');
// A block's middle is the 8 characters of its canonical form (holds.ts): a partner's CDM-S-XXXXXX never fits it.
const BLOCK_PATTERN = new RegExp(`CDM${SEP}([0-9A-Z]{8})${SEP}([0-9A-Z]{6})(?![0-9A-Z])`, 'g');

/**
 * Every reference in a text, in canonical form: 'PAGO cdm s ab12cd mensualidad' → ['CDM-S-AB12CD'];
 * 'SPEI CDM-MF3K2Q1A-7XK2PQ' → ['CDM-MF3K2Q1A-7XK2PQ']. Partner references first.
 */
export function findReferences(text: string): string[] {
  const upper = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase();
  const found: string[] = [];
  for (const match of upper.matchAll(PARTNER_PATTERN)) found.push(`CDM-S-${match[1]}`);
  for (const match of upper.matchAll(BLOCK_PATTERN)) found.push(`CDM-${match[1]}-${match[2]}`);
  return [...new Set(found)];
}
