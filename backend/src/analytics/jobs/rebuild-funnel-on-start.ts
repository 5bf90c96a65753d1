import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { AppConfig } from '../../platform/config';
import { RebuildFunnelCommand, type RebuildFunnelResult } from '../commands/rebuild-funnel.command';
import { FunnelPersonKeys } from '../person-keys';
import { FunnelRepository } from '../persistence/funnel.repository';

/**
 * A worker that starts builds the read model when it never was (an installation that had records
 * before the funnel existed) or when its people were hashed with another key (SESSION_SECRET changed),
 * in the background: the tab shows what is built so far meanwhile.
 */
@Injectable()
export class RebuildFunnelOnStart implements OnApplicationBootstrap {
  private readonly logger = new Logger(RebuildFunnelOnStart.name);

  constructor(
    private readonly config: AppConfig,
    private readonly funnel: FunnelRepository,
    private readonly keys: FunnelPersonKeys,
    private readonly commands: CommandBus,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.runsWorkers) return;
    void this.rebuildIfNeeded().catch((error: unknown) => this.logger.error({ err: error }, 'Could not rebuild the funnel read model; `cli.js rebuild-funnel` does it'));
  }

  async rebuildIfNeeded(): Promise<RebuildFunnelResult | null> {
    const state = await this.funnel.state();
    if (state?.keyFingerprint === this.keys.fingerprint()) return null;
    const result = await this.commands.execute<RebuildFunnelCommand, RebuildFunnelResult>(new RebuildFunnelCommand());
    if (result.ran) this.logger.log({ records: result.records, people: result.people, elapsedMs: result.elapsedMs }, 'Funnel read model rebuilt');
    return result;
  }
}
