import { useNavigate, useParams } from 'react-router';
import { ContractSigningPage } from '@/features/contracts/components/contract-signing-page';
import { signingTexts } from '@/features/contracts/texts';
import { InvestorHeader } from '@/features/identity/components/investor-header';
import { InvestorSessionGate } from '@/features/identity/components/investor-session-gate';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /contratos/:reservationId — from "Firmar contrato" in Mi Garage and from the contract's email. */
export function ContractSigningRoute() {
  useDocumentTitle(signingTexts.documentTitle);
  const { reservationId = '' } = useParams();
  const navigate = useNavigate();
  return (
    <div className="flex min-h-svh flex-col bg-graphite-950">
      <InvestorSessionGate>
        {(session) => (
          <>
            <InvestorHeader investor={session.investor} onSignedOut={() => navigate('/investors', { replace: true })} />
            <main id="contenido" tabIndex={-1} className="mx-auto w-full max-w-4xl flex-1 px-4 py-8 focus:outline-none sm:px-6">
              <ContractSigningPage reservationId={reservationId} />
            </main>
          </>
        )}
      </InvestorSessionGate>
    </div>
  );
}
