/** Tells leads again about letter confirmations delivered lately, in case the first report was lost. */
export class ReportDeliveredLetterConfirmationsCommand {
  constructor(readonly withinDays = 7) {}
}
