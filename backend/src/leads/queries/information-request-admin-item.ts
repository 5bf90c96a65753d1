import type { InformationRequestAdminItem } from '@cdm/contracts';
import type { InformationRequestEntity } from '../persistence/information-request.entity';

export function toAdminItem(row: InformationRequestEntity): InformationRequestAdminItem {
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    cityState: row.cityState,
    interestType: row.interestType,
    productsOfInterest: row.productsOfInterest,
    howHeardAbout: row.howHeardAbout,
    submittedAt: row.submittedAt.toISOString(),
    processed: row.processed,
  };
}
