import { useParams } from 'react-router';
import { ResetPasswordPage } from '@/features/identity/components/reset-password-page';

/** /reset-password/:token and /reset-password (a missing token is an error state of its own). */
export function ResetPasswordRoute() {
  const { token } = useParams();
  // A new token is a new page: nothing of the previous one's state carries over.
  return <ResetPasswordPage key={token ?? ''} token={token} />;
}
