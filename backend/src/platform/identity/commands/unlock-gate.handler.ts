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
    // One shared password: the "account" is the gate, so failures count per gate and IP, per gate, per IP.
    const attempt = await this.limiter.consume('gate', gate, ip);
    if (!(await verifyPassword(this.passwordHashes.get(gate), password))) throw new WrongGatePasswordError(gate);
    await attempt.succeeded();
  }
}
