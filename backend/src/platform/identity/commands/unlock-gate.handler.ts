import { OnModuleInit } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { AppConfig } from '../../config';
import { AttemptLimiter } from '../attempt-limiter';
import { Gate, WrongGatePasswordError } from '../gates';
import { hashPassword, verifyPassword } from '../passwords';
import { UnlockGateCommand } from './unlock-gate.command';

@CommandHandler(UnlockGateCommand)
export class UnlockGateHandler implements ICommandHandler<UnlockGateCommand, void>, OnModuleInit {
  // Only hashes of the shared passwords are kept in memory.
  private readonly passwordHashes = new Map<Gate, string>();

  constructor(
    private readonly config: AppConfig,
    private readonly limiter: AttemptLimiter,
  ) {}

  async onModuleInit(): Promise<void> {
    this.passwordHashes.set('portal', await hashPassword(this.config.portalPassword));
    this.passwordHashes.set('deck', await hashPassword(this.config.deckPassword));
  }

  async execute({ gate, password, ip }: UnlockGateCommand): Promise<void> {
    const scope = gate === 'portal' ? 'gate-portal' : 'gate-deck';
    // One shared password: the "account" is the gate, so failures count per gate and IP.
    await this.limiter.assertAllowed(scope, gate, ip);
    if (!(await verifyPassword(this.passwordHashes.get(gate), password))) {
      await this.limiter.recordFailure(scope, gate, ip);
      throw new WrongGatePasswordError(gate);
    }
  }
}
