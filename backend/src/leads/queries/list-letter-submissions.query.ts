export class ListLetterSubmissionsQuery {
  constructor(
    readonly page: number,
    readonly pageSize: number,
    readonly search?: string,
  ) {}
}
