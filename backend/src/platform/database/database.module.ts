import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../config';

@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        type: 'postgres' as const,
        url: config.databaseUrl,
        autoLoadEntities: true,
        // Schema changes go through migrations only (`cli migrate`).
        synchronize: false,
        migrationsRun: false,
        // A burst waits up to 15 s for a pooled connection before it is answered 503; a server that
        // refuses connections (exhausted, down) fails at once and is answered 503 straight away.
        extra: { max: 20, connectionTimeoutMillis: 15_000, idleTimeoutMillis: 30_000 },
      }),
    }),
  ],
})
export class DatabaseModule {}
