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
        extra: { max: 20, connectionTimeoutMillis: 5_000, idleTimeoutMillis: 30_000 },
      }),
    }),
  ],
})
export class DatabaseModule {}
