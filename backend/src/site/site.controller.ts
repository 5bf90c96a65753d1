import { Controller, Get, Header, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { DeckSlidesResponse, PublicSettings } from '@cdm/contracts';
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
    const [applicationDepositCentavos, bookingDepositCentavos, unitReservationDepositCentavos] = await Promise.all([
      this.settings.get('applicationDepositCentavos'),
      this.settings.get('bookingDepositCentavos'),
      this.settings.get('unitReservationDepositCentavos'),
    ]);
    return {
      applicationDepositCentavos,
      bookingDepositCentavos,
      unitReservationDepositCentavos,
      schedulingUrl: this.config.schedulingUrl,
      contactEmail: this.config.contactEmail,
    };
  }

  @Get('deck/slides')
  @UseGuards(GateGuard('deck'))
  @Header('Cache-Control', 'private, no-store')
  slides(): DeckSlidesResponse {
    return { slides: deckSlides(this.config.contactEmail) };
  }
}
