/** Puts back on the queue the emails still queued whose job was lost (Redis flushed, crash before enqueue). */
export class RequeueStalledEmailsCommand {
  constructor(readonly olderThanMinutes = 5) {}
}
