import { Module } from '@nestjs/common';
import { HealthModule } from '../health/health.module';
import { OpsListener } from './ops-listener';

@Module({ imports: [HealthModule], providers: [OpsListener], exports: [OpsListener] })
export class OpsModule {}
