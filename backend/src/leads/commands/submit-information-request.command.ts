import { SubmitInformationRequestDto } from '@cdm/contracts';

export class SubmitInformationRequestCommand {
  constructor(readonly request: SubmitInformationRequestDto) {}
}

export type SubmitInformationRequestResult = { id: string; submittedAt: Date; isRepeat: boolean };
