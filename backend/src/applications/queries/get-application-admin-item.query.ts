export class GetApplicationAdminItemQuery {
  constructor(readonly applicationId: string) {}
}
