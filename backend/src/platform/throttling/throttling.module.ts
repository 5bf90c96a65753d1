import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PublicFormThrottlerGuard } from './public-form-throttle';
import { StreamLeases } from './stream-leases';

/** Throttles the public forms per IP on the shared Redis connection (see PublicFormThrottle), and counts long-lived streams per IP (StreamLeases). */
@Global()
@Module({
  providers: [{ provide: APP_GUARD, useClass: PublicFormThrottlerGuard }, StreamLeases],
  exports: [StreamLeases],
})
export class ThrottlingModule {}
