import { Global, Injectable, Module } from '@nestjs/common';
import { AppConfig } from '../config';

/** The time of day, injectable so that tests can move it. */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}

/** A clock that starts at a given instant and runs from there (`CLOCK_START`, drills only). */
export class ShiftedClock extends Clock {
  private readonly offsetMs: number;

  constructor(start: Date) {
    super();
    this.offsetMs = start.getTime() - Date.now();
  }

  override now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
}

@Global()
@Module({
  providers: [
    {
      provide: Clock,
      inject: [AppConfig],
      // Production always reads the real time.
      useFactory: (config: AppConfig) => (config.clockStart && !config.isProduction ? new ShiftedClock(new Date(config.clockStart)) : new Clock()),
    },
  ],
  exports: [Clock],
})
export class ClockModule {}
