import type { BankTransferDetails } from '@cdm/contracts';
import { formatClabe } from '@cdm/domain';
import { usePublicSettings } from './public-settings';

// The account people pay into by transfer comes from the BANK_* settings through GET /api/public-settings
// (product-decisions.md "Bank details and references"), shown beside every reference we ask people to
// pay with: the block's payment instructions, Mi Garage, a partner's reference (investor and staff).

export const bankAccountTexts = {
  bank: 'Banco',
  beneficiary: 'Beneficiario',
  clabe: 'CLABE',
  clabeExample: 'CLABE (ejemplo)',
  exampleNotice: 'Datos de ejemplo: esta CLABE es ficticia y no recibe depósitos. Tu asesor te confirmará la cuenta real.',
  unavailable: 'No pudimos cargar los datos bancarios; tu asesor te los confirma.',
} as const;

/** Bank, beneficiary and CLABE as label/value rows (the CLABE as banks print it). */
export function bankAccountRows(bank: BankTransferDetails): Array<[string, string]> {
  const t = bankAccountTexts;
  return [
    [t.bank, bank.bankName],
    [t.beneficiary, bank.beneficiary],
    [bank.example ? t.clabeExample : t.clabe, formatClabe(bank.clabe)],
  ];
}

/** The account from the public settings: undefined while it loads or when it could not be read. */
export function useBankTransferDetails(): { bank: BankTransferDetails | undefined; failed: boolean } {
  const settings = usePublicSettings();
  return { bank: settings.data?.bankTransfer, failed: settings.isError };
}

/** The notice beside the local example account; nothing beside a real one. */
export function BankExampleNotice({ bank }: { bank: BankTransferDetails | undefined }) {
  if (!bank?.example) return null;
  return <p className="rounded-md border border-amber-400/50 bg-amber-500/10 px-3 py-2 text-sm text-amber-100">{bankAccountTexts.exampleNotice}</p>;
}

/** Bank, beneficiary and CLABE as a definition list, laid out by `className` (its grid). */
export function BankAccountList({ bank, className }: { bank: BankTransferDetails; className: string }) {
  return (
    <dl className={className}>
      {bankAccountRows(bank).map(([label, value]) => (
        <div key={label}>
          <dt className="text-xs font-semibold tracking-wide text-zinc-300 uppercase">{label}</dt>
          <dd className="mt-0.5 font-mono text-sm font-semibold break-all text-white">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
