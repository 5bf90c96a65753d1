import { Module } from '@nestjs/common';
import { SiteController } from './site.controller';

/** The public site's server side: live figures for the pages and the gated deck's content. */
@Module({ controllers: [SiteController] })
export class SiteModule {}
