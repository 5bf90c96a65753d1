import { VerifyContractPage } from '@/features/contracts/components/verify-contract-page';
import { verifyTexts } from '@/features/contracts/texts';
import { useDocumentTitle } from '@/lib/use-document-title';
import { BackHomeShell } from '@/ui/back-home-shell';

/** /verificar: public, no session. */
export function VerifyContractRoute() {
  useDocumentTitle(verifyTexts.documentTitle);
  return (
    <BackHomeShell backLabel={verifyTexts.back} eyebrow={verifyTexts.eyebrow}>
      <VerifyContractPage />
    </BackHomeShell>
  );
}
