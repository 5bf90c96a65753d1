import type { SubjectType } from '../session-store';

export class SignOutCommand {
  constructor(
    readonly subjectType: SubjectType,
    readonly token: string | undefined,
  ) {}
}
