import { Badge } from '@/ui/badge';
import { partnersAdminTexts as t } from '../texts';

/** 'Al corriente' or 'Atrasado': the word and an icon carry the state, not the colour alone. */
export function PartnerStatusBadge({ overdue }: { overdue: boolean }) {
  return (
    <Badge tone={overdue ? 'danger' : 'success'}>
      <svg aria-hidden="true" viewBox="0 0 16 16" className="mr-1 size-3.5" fill="none" stroke="currentColor" strokeWidth="2">
        {overdue ? <path d="M8 4v5M8 11.5v.5" strokeLinecap="round" /> : <path d="M3.5 8.5l3 3 6-7" strokeLinecap="round" strokeLinejoin="round" />}
      </svg>
      {overdue ? t.status.overdue : t.status.current}
    </Badge>
  );
}
