import { EventsHandler, IEventHandler } from '@nestjs/cqrs';
import { ApplicationSubmittedEvent } from '../../applications';
import { FunnelRefresh } from '../funnel-refresh';

/** An application puts its person at the application stage, with its referral code and how they arrived. */
@EventsHandler(ApplicationSubmittedEvent)
export class RefreshFunnelOnApplicationListener implements IEventHandler<ApplicationSubmittedEvent> {
  constructor(private readonly refresh: FunnelRefresh) {}

  async handle(event: ApplicationSubmittedEvent): Promise<void> {
    await this.refresh.records('application', [event.applicationId]);
  }
}
