import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsEmail,
  IsIn,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  MinLength,
  ValidateIf,
} from 'class-validator';
import {
  howHeardAboutValues,
  interestTypeValues,
  productOfInterestValues,
  type HowHeardAbout,
  type InterestType,
  type ProductOfInterest,
} from './information-request.options';
import { AttributionDto, AttributionField } from '../analytics/attribution.dto';

// Messages of public-site.md §5; the browser form and the API validate with this class.
// Both report a field's first failing constraint, and class-validator checks decorators
// bottom-up: the decorator nearest the property carries the field's main message.
export const INFORMATION_REQUEST_MESSAGES = {
  fullName: 'Nombre completo es requerido',
  email: 'Email válido es requerido',
  phone: 'Teléfono válido es requerido',
  interestType: 'Selecciona tu tipo de interés',
  productsOfInterest: 'Selecciona al menos un producto',
  howHeardAbout: 'Selecciona una opción válida',
  tooLong: (max: number) => `Máximo ${max} caracteres`,
} as const;

const m = INFORMATION_REQUEST_MESSAGES;
const isPresent = (value: unknown) => value !== undefined && value !== null && value !== '';

export class SubmitInformationRequestDto {
  @MaxLength(120, { message: m.tooLong(120) })
  @MinLength(2, { message: m.fullName })
  @IsString({ message: m.fullName })
  fullName!: string;

  @MaxLength(254, { message: m.tooLong(254) })
  @IsEmail({}, { message: m.email })
  email!: string;

  @MaxLength(30, { message: m.tooLong(30) })
  @Matches(/^[0-9+()\-.\s]+$/, { message: m.phone })
  @MinLength(10, { message: m.phone })
  @IsString({ message: m.phone })
  phone!: string;

  @IsIn(interestTypeValues, { message: m.interestType })
  interestType!: InterestType;

  @IsIn(productOfInterestValues, { each: true, message: m.productsOfInterest })
  @ArrayMaxSize(productOfInterestValues.length, { message: m.productsOfInterest })
  @ArrayMinSize(1, { message: m.productsOfInterest })
  @IsArray({ message: m.productsOfInterest })
  productsOfInterest!: ProductOfInterest[];

  @IsOptional()
  @MaxLength(120, { message: m.tooLong(120) })
  @IsString({ message: 'Ciudad y estado no válidos' })
  cityState?: string;

  @ValidateIf((dto: SubmitInformationRequestDto) => isPresent(dto.howHeardAbout))
  @IsIn(howHeardAboutValues, { message: m.howHeardAbout })
  howHeardAbout?: HowHeardAbout | '';

  // Campaign attribution, filled by the page from its URL and referrer, never typed by a person.
  @IsOptional() @MaxLength(200, { message: m.tooLong(200) }) @IsString({ message: 'Dato de campaña no válido' })
  utmSource?: string;

  @IsOptional() @MaxLength(200, { message: m.tooLong(200) }) @IsString({ message: 'Dato de campaña no válido' })
  utmMedium?: string;

  @IsOptional() @MaxLength(200, { message: m.tooLong(200) }) @IsString({ message: 'Dato de campaña no válido' })
  utmCampaign?: string;

  @IsOptional() @MaxLength(200, { message: m.tooLong(200) }) @IsString({ message: 'Dato de campaña no válido' })
  utmTerm?: string;

  @IsOptional() @MaxLength(200, { message: m.tooLong(200) }) @IsString({ message: 'Dato de campaña no válido' })
  utmContent?: string;

  @IsOptional() @MaxLength(500, { message: m.tooLong(500) }) @IsString({ message: 'Página de origen no válida' })
  referrerPage?: string;

  /** How the visitor arrived (first and last touch, kept by the browser); stored as given. */
  @AttributionField()
  attribution?: AttributionDto;
}

export type SubmitInformationRequestResponse = { id: string; submittedAt: string };
