import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { HealthController } from './health.controller';
import { ProcessHealth } from './process-health';

@Module({ imports: [DiscoveryModule], controllers: [HealthController], providers: [ProcessHealth], exports: [ProcessHealth] })
export class HealthModule {}
