import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PublicFormThrottlerGuard } from './public-form-throttle';

/** Throttles the public forms per IP on the shared Redis connection (see PublicFormThrottle). */
@Module({
  providers: [{ provide: APP_GUARD, useClass: PublicFormThrottlerGuard }],
})
export class ThrottlingModule {}
