/** Staff open any version of a document (not recorded as an investor's access). */
export class GetDataRoomVersionFileQuery {
  constructor(
    readonly documentId: string,
    readonly versionId: string,
  ) {}
}
