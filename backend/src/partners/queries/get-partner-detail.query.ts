export class GetPartnerDetailQuery {
  constructor(readonly partnerId: string) {}
}
