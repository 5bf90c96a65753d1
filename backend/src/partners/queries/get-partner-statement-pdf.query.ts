/** The account statement as a PDF (staff download and the emailed copy share it). */
export class GetPartnerStatementPdfQuery {
  constructor(readonly partnerId: string) {}
}

export type PartnerStatementPdf = { filename: string; bytes: Uint8Array };
