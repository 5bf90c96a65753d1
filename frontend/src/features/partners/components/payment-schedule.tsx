import type { PartnerScheduleItem } from '@cdm/contracts';
import { useId, useState } from 'react';
import { formatDate, formatPesos } from '@/lib/format';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Table, TableRegion, Td, Th } from '@/ui/table';
import { partnerDetailTexts } from '../texts';

const t = partnerDetailTexts.schedule;

/** The dated instalments of the plan with their paid flags, folded away until asked for (it runs to 50 rows). */
export function PaymentSchedule({ schedule, term }: { schedule: PartnerScheduleItem[]; term: number }) {
  const [open, setOpen] = useState(false);
  const tableId = useId();
  const headingId = useId();

  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={headingId} className="font-display text-base font-bold text-white uppercase">
          {t.heading}
        </h3>
        <Button variant="ghost" aria-expanded={open} aria-controls={tableId} onClick={() => setOpen((value) => !value)} disabled={schedule.length === 0}>
          <svg aria-hidden="true" viewBox="0 0 24 24" className={open ? 'size-4 rotate-180' : 'size-4'} fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M6 9l6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          {schedule.length === 0 ? t.empty : open ? t.hide : t.show(schedule.length)}
        </Button>
      </div>
      <div id={tableId} hidden={!open}>
        {open ? (
          <TableRegion label={t.tableLabel} className="max-h-80 overflow-y-auto">
            <Table>
              <thead className="sticky top-0">
                <tr>
                  <Th>{t.columns.concept}</Th>
                  <Th>{t.columns.dueDate}</Th>
                  <Th className="text-right">{t.columns.amount}</Th>
                  <Th>{t.columns.status}</Th>
                </tr>
              </thead>
              <tbody>
                {schedule.map((item) => (
                  <tr key={`${item.kind}-${item.number}`}>
                    <Td className="whitespace-nowrap">{partnerDetailTexts.scheduleConcept(item, term)}</Td>
                    <Td className="whitespace-nowrap">{formatDate(item.dueDate)}</Td>
                    <Td className="text-right whitespace-nowrap tabular-nums">{formatPesos(item.amountCentavos)}</Td>
                    <Td>
                      <Badge tone={item.paid ? 'success' : 'neutral'}>{item.paid ? t.paid : t.pending}</Badge>
                    </Td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableRegion>
        ) : null}
      </div>
    </section>
  );
}
