import { useParams } from 'react-router';
import { ActivateAccountPage } from '@/features/identity/components/activate-account-page';

/** /investors/activar/:token: the emailed set-up link. */
export function ActivateAccountRoute() {
  const { token } = useParams();
  return <ActivateAccountPage key={token ?? ''} token={token} />;
}
