import { type BankDetails, formatClabe, isExampleClabe } from '@cdm/domain';
import { Details, P } from './layout';

/**
 * The account to pay into beside the reference we ask for (product-decisions.md "Bank details and
 * references"): bank, beneficiary, CLABE and reference, from the BANK_* settings.
 */
export function BankTransferDetails({ bank, reference }: { bank: BankDetails; reference: string }) {
  return (
    <>
      <Details
        rows={[
          ['Banco', bank.bankName],
          ['Beneficiario', bank.beneficiary],
          ['CLABE', formatClabe(bank.clabe)],
          ['Referencia', reference],
        ]}
      />
      {isExampleClabe(bank.clabe) ? <P muted>Datos de ejemplo: esta CLABE es ficticia y no recibe depósitos. Tu asesor te confirmará la cuenta real.</P> : null}
    </>
  );
}
