export class GetLetterSubmissionQuery {
  constructor(readonly letterSubmissionId: string) {}
}

/** What other contexts may read of a letter submission: never the ID file's bytes. */
export type LetterSubmissionView = {
  id: string;
  name: string;
  email: string;
  submittedAt: Date;
  emailSent: boolean;
  letter: { version: string; sha256: string; text: string };
  idDocument: { contentType: string; sizeBytes: number };
};
