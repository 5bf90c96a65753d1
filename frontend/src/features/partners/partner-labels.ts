import type { PartnerItem } from '@cdm/contracts';
import { PRODUCT_TYPE_SEED } from '@cdm/domain';
import { paymentMethodLabels } from './texts';

/** The partner carries the product type's code (or its name); the names are the catalogue's (libs/domain). */
export const productLabel = (value: string) => PRODUCT_TYPE_SEED.find((type) => type.code === value)?.name ?? value;

export const paymentMethodLabel = (value: string) => paymentMethodLabels[value] ?? value;

/** investor-portal.md §9: a partner who is not current is overdue; the server computes the months and the amount. */
export const isOverdue = (partner: Pick<PartnerItem, 'isCurrentOnPayments'>) => !partner.isCurrentOnPayments;

