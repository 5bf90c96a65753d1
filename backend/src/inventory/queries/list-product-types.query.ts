/** Product types; only active ones unless staff ask for all. */
export class ListProductTypesQuery {
  constructor(readonly includeInactive: boolean) {}
}
