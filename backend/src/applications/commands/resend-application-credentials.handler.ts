import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import type { ApplicationAdminItem, ApplicationStatusResponse } from '@cdm/contracts';
import { ApplicationNotFoundError, ApplicationTransitionError } from '../applications.errors';
import { APPLICATION_CONTEXT_MESSAGES } from '../applications.messages';
import { ApplicationRepository } from '../persistence/application.repository';
import { GetApplicationAdminItemQuery } from '../queries/get-application-admin-item.query';
import { ApplicationCredentials } from './application-credentials';
import { ResendApplicationCredentialsCommand } from './resend-application-credentials.command';

@CommandHandler(ResendApplicationCredentialsCommand)
export class ResendApplicationCredentialsHandler implements ICommandHandler<ResendApplicationCredentialsCommand, ApplicationStatusResponse> {
  constructor(
    private readonly applications: ApplicationRepository,
    private readonly credentialsOf: ApplicationCredentials,
    private readonly queries: QueryBus,
  ) {}

  async execute({ applicationId, context }: ResendApplicationCredentialsCommand): Promise<ApplicationStatusResponse> {
    const application = await this.applications.findById(applicationId);
    if (!application) throw new ApplicationNotFoundError();
    if (application.status !== 'authorized') throw new ApplicationTransitionError(APPLICATION_CONTEXT_MESSAGES.credentialsOnlyWhenAuthorized);
    const credentials = await this.credentialsOf.send(application, context);
    const item = await this.queries.execute<GetApplicationAdminItemQuery, ApplicationAdminItem>(new GetApplicationAdminItemQuery(applicationId));
    return { message: APPLICATION_CONTEXT_MESSAGES.credentialsResent, application: item, credentials };
  }
}
