import { BANK_LINE_STATUS_VALUES, BANK_LINE_TRANSITIONS, bankLineStatusAfter, canMoveBankLine, type BankLineMove, type BankLineStatus } from './line-status';

// Every move from every status, written out.
const ALLOWED: Record<BankLineMove, BankLineStatus[]> = {
  apply: ['suggested', 'unmatched'],
  ignore: ['suggested', 'unmatched'],
  restore: ['ignored'],
  undo: ['applied'],
};

describe('bank line transitions', () => {
  for (const move of Object.keys(BANK_LINE_TRANSITIONS) as BankLineMove[]) {
    for (const from of BANK_LINE_STATUS_VALUES) {
      const allowed = ALLOWED[move].includes(from);
      it(`${move} from ${from}: ${allowed ? 'allowed' : 'refused'}`, () => {
        expect(canMoveBankLine(from, move)).toBe(allowed);
      });
    }
  }

  it('ends where the table says', () => {
    expect(bankLineStatusAfter('apply')).toBe('applied');
    expect(bankLineStatusAfter('ignore')).toBe('ignored');
    expect(bankLineStatusAfter('restore')).toBe('unmatched');
    expect(bankLineStatusAfter('undo')).toBe('unmatched');
  });

  it('never moves a debit or applies an applied line again', () => {
    for (const move of Object.keys(BANK_LINE_TRANSITIONS) as BankLineMove[]) expect(canMoveBankLine('debit', move)).toBe(false);
    expect(canMoveBankLine('applied', 'apply')).toBe(false);
  });
});
