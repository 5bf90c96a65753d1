import { Transform } from 'class-transformer';
import { IsISO8601, IsObject, IsOptional, IsString, Matches, MaxLength, ValidateNested } from 'class-validator';

// How a visitor arrived (issue 31), sent with the four public forms. Filled by the page, never typed
// by a person; the browser cuts values to these bounds, so a refusal means a client of our own is
// broken or someone is probing. Stored as given and only ever shown as text.
export const ATTRIBUTION_MESSAGES = {
  attribution: 'Datos de origen de la visita no válidos',
  touch: 'Datos de la visita no válidos',
  campaign: 'Dato de campaña no válido',
  referrerHost: 'Sitio de origen no válido',
  landingPath: 'Página de llegada no válida',
  at: 'Fecha de la visita no válida',
  tooLong: (max: number) => `Máximo ${max} caracteres`,
} as const;

/**
 * Bounds of each value (the browser's frontend/src/lib/attribution.ts cuts to the same ones; its test
 * checks they agree). The shape is libs/domain's `Touch` / `Attribution`.
 */
export const ATTRIBUTION_LIMITS = { utm: 200, referrerHost: 255, landingPath: 500, at: 40 } as const;

const m = ATTRIBUTION_MESSAGES;
const L = ATTRIBUTION_LIMITS;

/** One visit: the utm_* values of its URL, the host of the site it came from, the path it landed on, when. */
export class TouchDto {
  @IsOptional() @MaxLength(L.utm, { message: m.tooLong(L.utm) }) @IsString({ message: m.campaign })
  source?: string;

  @IsOptional() @MaxLength(L.utm, { message: m.tooLong(L.utm) }) @IsString({ message: m.campaign })
  medium?: string;

  @IsOptional() @MaxLength(L.utm, { message: m.tooLong(L.utm) }) @IsString({ message: m.campaign })
  campaign?: string;

  @IsOptional() @MaxLength(L.utm, { message: m.tooLong(L.utm) }) @IsString({ message: m.campaign })
  content?: string;

  @IsOptional() @MaxLength(L.utm, { message: m.tooLong(L.utm) }) @IsString({ message: m.campaign })
  term?: string;

  // A host name only (no scheme, path or spaces): what the browser reads from document.referrer.
  @IsOptional()
  @Matches(/^[^\s/?#@]+$/, { message: m.referrerHost })
  @MaxLength(L.referrerHost, { message: m.tooLong(L.referrerHost) })
  @IsString({ message: m.referrerHost })
  referrerHost?: string;

  // A path only: a query string could carry someone's data.
  @IsOptional()
  @Matches(/^\/[^\s?#]*$/, { message: m.landingPath })
  @MaxLength(L.landingPath, { message: m.tooLong(L.landingPath) })
  @IsString({ message: m.landingPath })
  landingPath?: string;

  @IsOptional()
  @IsISO8601({ strict: true }, { message: m.at })
  @MaxLength(L.at, { message: m.at })
  @IsString({ message: m.at })
  at?: string;
}

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
const asTouch = (value: unknown) => (isObject(value) ? Object.assign(new TouchDto(), value) : value);
const toTouch = Transform(({ value }: { value: unknown }) => asTouch(value));

export class AttributionDto {
  @IsOptional()
  @ValidateNested()
  @IsObject({ message: m.touch })
  @toTouch
  firstTouch?: TouchDto;

  @IsOptional()
  @ValidateNested()
  @IsObject({ message: m.touch })
  @toTouch
  lastTouch?: TouchDto;
}

// The largest attribution a multipart form may carry as JSON text (two touches at their bounds).
const MAX_ATTRIBUTION_TEXT = 4_000;

/**
 * Turns the nested object into its class so its own rules run (not class-transformer's @Type, which
 * needs reflect-metadata in the browser). A multipart form (the letter of intent) carries it as JSON
 * text; text that is not a JSON object stays as it is and is refused with the field's message.
 */
const toAttribution = Transform(({ value }: { value: unknown }) => {
  let parsed = value;
  if (typeof value === 'string' && value.length <= MAX_ATTRIBUTION_TEXT) {
    try {
      parsed = JSON.parse(value);
    } catch {
      return value;
    }
  }
  if (!isObject(parsed)) return value;
  // A transform's result is final (class-transformer does not go on into it): the touches are made here.
  const attribution = Object.assign(new AttributionDto(), parsed);
  if ('firstTouch' in parsed) attribution.firstTouch = asTouch(parsed['firstTouch']) as TouchDto;
  if ('lastTouch' in parsed) attribution.lastTouch = asTouch(parsed['lastTouch']) as TouchDto;
  return attribution;
});

/** The `attribution` field of a public form: optional, validated field by field. */
export function AttributionField(): PropertyDecorator {
  return (target, property) => {
    toAttribution(target, property);
    IsObject({ message: m.attribution })(target, property);
    ValidateNested()(target, property);
    IsOptional()(target, property);
  };
}
