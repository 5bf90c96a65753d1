import type { AdminReservation } from '@cdm/contracts';
import { formatPesos } from '@/lib/format';
import { useTargetMoney } from '@/lib/money';
import { Button } from '@/ui/button';
import { Dialog, DialogBody, DialogClose, DialogContent, DialogFooter } from '@/ui/dialog';
import { MoneyEntries } from '@/ui/money/money-entries';
import { reservationsAdminTexts } from './texts';

const t = reservationsAdminTexts.money;

/** "Ver movimientos": every peso received for a reservation's deposit, and where it is now. */
export function ReservationMoneyDialog({ reservation, onClose }: { reservation: AdminReservation | null; onClose: () => void }) {
  const money = useTargetMoney('unit_reservation', reservation?.id ?? null);
  return (
    <Dialog open={reservation !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {reservation ? (
        <DialogContent
          title={t.title(reservation.unitCode)}
          description={t.description(reservation.user.name, formatPesos(reservation.reservationDepositCentavos))}
          size="xl"
          closeLabel={t.close}
        >
          <DialogBody>
            <MoneyEntries query={money} />
          </DialogBody>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">{t.close}</Button>
            </DialogClose>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
