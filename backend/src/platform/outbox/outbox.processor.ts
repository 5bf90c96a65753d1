import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Injectable, Logger, OnApplicationBootstrap, OnModuleInit } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { IEventHandler } from '@nestjs/cqrs';
import { Job } from 'bullmq';
import { BackgroundPace } from '../queues/background-pace';
import { AppConfig } from '../config';
import { durableTypeOf, fromOutboxRow } from './durable-event';
import { OUTBOX_QUEUE, OutboxJob } from './outbox.job';
import { SealedFields } from './sealed-fields';

// @nestjs/cqrs keeps the event classes of an @EventsHandler under this key.
const EVENTS_HANDLER_METADATA = '__eventsHandler__';

/** The listeners (@EventsHandler) of each durable event type, found once at start. */
@Injectable()
export class DurableListeners implements OnModuleInit {
  private readonly byType = new Map<string, IEventHandler[]>();

  constructor(private readonly discovery: DiscoveryService) {}

  onModuleInit(): void {
    for (const wrapper of this.discovery.getProviders()) {
      const { metatype, instance } = wrapper;
      if (!metatype || !instance || typeof metatype !== 'function') continue;
      const events = (Reflect.getMetadata(EVENTS_HANDLER_METADATA, metatype) ?? []) as object[];
      for (const eventClass of events) {
        const type = durableTypeOf(eventClass);
        if (!type) continue;
        this.byType.set(type, [...(this.byType.get(type) ?? []), instance as IEventHandler]);
      }
    }
  }

  of(type: string): IEventHandler[] {
    return this.byType.get(type) ?? [];
  }
}

/**
 * Hands each relayed outbox row to the listeners of its type, one after the other. A listener
 * that throws makes the job retry (backoff), so every listener must be idempotent.
 */
@Processor(OUTBOX_QUEUE)
export class OutboxProcessor extends WorkerHost implements OnApplicationBootstrap {
  private readonly logger = new Logger(OutboxProcessor.name);
  private readonly sealer: SealedFields;

  constructor(
    private readonly listeners: DurableListeners,
    private readonly config: AppConfig,
    private readonly pace: BackgroundPace,
  ) {
    super();
    this.sealer = new SealedFields(config.sessionSecret);
  }

  onApplicationBootstrap(): void {
    this.worker.concurrency = this.config.outboxConcurrency;
  }

  async process(job: Job<OutboxJob>): Promise<number> {
    await this.pace.turn();
    const { type, payload, outboxId } = job.data;
    const event = fromOutboxRow(type, payload, this.sealer);
    const listeners = this.listeners.of(type);
    if (!event || listeners.length === 0) {
      this.logger.debug({ outboxId, type }, 'Outbox row of a type nobody listens to yet');
      return 0;
    }
    for (const listener of listeners) await listener.handle(event);
    return listeners.length;
  }
}
