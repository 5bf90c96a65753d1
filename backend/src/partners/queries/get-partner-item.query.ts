export class GetPartnerItemQuery {
  constructor(readonly partnerId: string) {}
}
