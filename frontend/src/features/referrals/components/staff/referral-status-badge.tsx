import { Badge } from '@/ui/badge';
import { referralsAdminTexts as t } from '../../texts';

/** Activo / Inactivo in words, not only in colour: a code works once its owner's program is active (decision 23). */
export function ReferralStatusBadge({ isActive }: { isActive: boolean }) {
  return <Badge tone={isActive ? 'success' : 'neutral'}>{isActive ? t.active : t.inactive}</Badge>;
}
