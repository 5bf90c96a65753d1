import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { PaymentEntity } from '../persistence/payment.entity';
import { GetPaymentQuery, PaymentView } from './get-payment.query';

export function toPaymentView(payment: PaymentEntity): PaymentView {
  return {
    id: payment.id,
    status: payment.status,
    amountCentavos: payment.amountCentavos,
    succeededAt: payment.succeededAt,
    refundStatus: payment.refundStatus,
    refundedAt: payment.refundedAt,
  };
}

@QueryHandler(GetPaymentQuery)
export class GetPaymentHandler implements IQueryHandler<GetPaymentQuery, PaymentView | null> {
  constructor(@InjectRepository(PaymentEntity) private readonly payments: Repository<PaymentEntity>) {}

  async execute({ purpose, subjectId }: GetPaymentQuery): Promise<PaymentView | null> {
    const payment = await this.payments.findOne({ where: { purpose, subjectId } });
    return payment ? toPaymentView(payment) : null;
  }
}
