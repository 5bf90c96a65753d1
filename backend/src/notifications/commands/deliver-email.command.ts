/** One delivery attempt of a logged email; throws when it fails so the queue retries it. */
export class DeliverEmailCommand {
  constructor(
    readonly emailId: string,
    readonly attempt: number,
    readonly maxAttempts: number,
  ) {}
}
