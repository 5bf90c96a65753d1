import { Global, Injectable, Module } from '@nestjs/common';

/** The time of day, injectable so that tests can move it. */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}

@Global()
@Module({ providers: [Clock], exports: [Clock] })
export class ClockModule {}
