import { Global, Injectable, Module } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SETTING_DEFAULTS, SettingKey } from '@cdm/domain';

/** Figures staff can change (product-decisions.md "Conflicting figures: make them settings"), read live from the settings table. */
@Injectable()
export class Settings {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async get(key: SettingKey): Promise<number> {
    const [row] = await this.dataSource.query('SELECT value FROM settings WHERE key = $1', [key]);
    return row ? Number(row.value) : SETTING_DEFAULTS[key];
  }
}

@Global()
@Module({ providers: [Settings], exports: [Settings] })
export class SettingsModule {}
