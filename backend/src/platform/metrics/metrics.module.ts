import { Global, Module } from '@nestjs/common';
import { Metrics } from './metrics';

/** The process's metrics registry, for every module to feed (see metrics.ts). */
@Global()
@Module({ providers: [Metrics], exports: [Metrics] })
export class MetricsModule {}
