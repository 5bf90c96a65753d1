import { Controller, Get, Header, UseGuards } from '@nestjs/common';
import escapeHtml from 'escape-html';
import { ApiTags } from '@nestjs/swagger';
import { DeckSlidesResponse, PublicSettings, SITEMAP_PATHS } from '@cdm/contracts';
import { isExampleClabe } from '@cdm/domain';
import { AppConfig } from '../platform/config';
import { GateGuard } from '../platform/identity';
import { Settings } from '../platform/settings/settings';
import { deckSlides } from './deck-slides';

@ApiTags('site')
@Controller()
export class SiteController {
  constructor(
    private readonly settings: Settings,
    private readonly config: AppConfig,
  ) {}

  @Get('public-settings')
  @Header('Cache-Control', 'public, max-age=60')
  async publicSettings(): Promise<PublicSettings> {
    const [
      applicationDepositCentavos,
      bookingDepositCentavos,
      unitReservationDepositCentavos,
      temporaryBlockHours,
      paidHoldDays,
      annualInterestBasisPoints,
      referralActivationCentavos,
    ] = await Promise.all([
      this.settings.get('applicationDepositCentavos'),
      this.settings.get('bookingDepositCentavos'),
      this.settings.get('unitReservationDepositCentavos'),
      this.settings.get('temporaryBlockHours'),
      this.settings.get('paidHoldDays'),
      this.settings.get('annualInterestBasisPoints'),
      this.settings.get('referralActivationCentavos'),
    ]);
    return {
      applicationDepositCentavos,
      bookingDepositCentavos,
      unitReservationDepositCentavos,
      temporaryBlockHours,
      paidHoldDays,
      annualInterestBasisPoints,
      referralActivationCentavos,
      schedulingUrl: this.config.schedulingUrl,
      contactEmail: this.config.contactEmail,
      bankTransfer: { ...this.config.bankDetails, example: isExampleClabe(this.config.bankClabe) },
    };
  }

  // Outside /api (see configureApp): the origin comes from PUBLIC_URL, so these are written here, not shipped as files.
  @Get('robots.txt')
  @Header('Content-Type', 'text/plain; charset=utf-8')
  robots(): string {
    const privatePaths = ['/admin', '/dashboard', '/email-preview', '/presentaciondeservicios', '/investors', '/reset-password', '/agendar-confirmacion', '/data-room', '/api/'];
    return ['User-agent: *', 'Allow: /', ...privatePaths.map((path) => `Disallow: ${path}`), '', `Sitemap: ${this.config.publicUrl}/sitemap.xml`, ''].join('\n');
  }

  @Get('sitemap.xml')
  @Header('Content-Type', 'application/xml; charset=utf-8')
  sitemap(): string {
    const urls = SITEMAP_PATHS.map((path) => `  <url><loc>${escapeHtml(this.config.publicUrl + path)}</loc></url>`);
    return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
  }

  @Get('deck/slides')
  @UseGuards(GateGuard('deck'))
  @Header('Cache-Control', 'private, no-store')
  slides(): DeckSlidesResponse {
    return { slides: deckSlides(this.config.contactEmail) };
  }
}
