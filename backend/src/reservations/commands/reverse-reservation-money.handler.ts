import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ReservationDeposits } from './reservation-deposits';
import { ReverseReservationMoneyCommand } from './reverse-reservation-money.command';

@CommandHandler(ReverseReservationMoneyCommand)
export class ReverseReservationMoneyHandler implements ICommandHandler<ReverseReservationMoneyCommand, void> {
  constructor(private readonly deposits: ReservationDeposits) {}

  execute(command: ReverseReservationMoneyCommand): Promise<void> {
    return this.deposits.beforeMoneyReversed(command);
  }
}
