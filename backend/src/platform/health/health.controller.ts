import { Controller, Get, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { HealthResponse } from '@cdm/contracts';
import { RedisClient } from '../redis/redis.module';

@ApiTags('platform')
@Controller('health')
export class HealthController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly redis: RedisClient,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Estado de PostgreSQL y Redis (200 si ambos responden, 503 si no)' })
  async check(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthResponse> {
    const [database, redis] = await Promise.all([this.databaseUp(), this.redis.ping()]);
    const health: HealthResponse = {
      status: database && redis ? 'ok' : 'down',
      database: database ? 'ok' : 'down',
      redis: redis ? 'ok' : 'down',
    };
    void reply.status(health.status === 'ok' ? 200 : 503).header('Cache-Control', 'no-store');
    return health;
  }

  private async databaseUp(): Promise<boolean> {
    try {
      await this.dataSource.query('SELECT 1');
      return true;
    } catch {
      return false;
    }
  }
}
