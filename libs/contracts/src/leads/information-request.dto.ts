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

// Messages of spec public-site §5; the browser form and the API validate with this class.
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
  @IsString({ message: m.fullName })
  @MinLength(2, { message: m.fullName })
  @MaxLength(120, { message: m.tooLong(120) })
  fullName!: string;

  @IsEmail({}, { message: m.email })
  @MaxLength(254, { message: m.tooLong(254) })
  email!: string;

  @IsString({ message: m.phone })
  @MinLength(10, { message: m.phone })
  @MaxLength(30, { message: m.tooLong(30) })
  @Matches(/^[0-9+()\-.\s]+$/, { message: m.phone })
  phone!: string;

  @IsIn(interestTypeValues, { message: m.interestType })
  interestType!: InterestType;

  @IsArray({ message: m.productsOfInterest })
  @ArrayMinSize(1, { message: m.productsOfInterest })
  @ArrayMaxSize(productOfInterestValues.length, { message: m.productsOfInterest })
  @IsIn(productOfInterestValues, { each: true, message: m.productsOfInterest })
  productsOfInterest!: ProductOfInterest[];

  @IsOptional()
  @IsString({ message: 'Ciudad y estado no válidos' })
  @MaxLength(120, { message: m.tooLong(120) })
  cityState?: string;

  @ValidateIf((dto: SubmitInformationRequestDto) => isPresent(dto.howHeardAbout))
  @IsIn(howHeardAboutValues, { message: m.howHeardAbout })
  howHeardAbout?: HowHeardAbout | '';

  // Campaign attribution, filled by the page from its URL and referrer, never typed by a person.
  @IsOptional() @IsString({ message: 'Dato de campaña no válido' }) @MaxLength(200, { message: m.tooLong(200) })
  utmSource?: string;

  @IsOptional() @IsString({ message: 'Dato de campaña no válido' }) @MaxLength(200, { message: m.tooLong(200) })
  utmMedium?: string;

  @IsOptional() @IsString({ message: 'Dato de campaña no válido' }) @MaxLength(200, { message: m.tooLong(200) })
  utmCampaign?: string;

  @IsOptional() @IsString({ message: 'Dato de campaña no válido' }) @MaxLength(200, { message: m.tooLong(200) })
  utmTerm?: string;

  @IsOptional() @IsString({ message: 'Dato de campaña no válido' }) @MaxLength(200, { message: m.tooLong(200) })
  utmContent?: string;

  @IsOptional() @IsString({ message: 'Página de origen no válida' }) @MaxLength(500, { message: m.tooLong(500) })
  referrerPage?: string;
}

export type SubmitInformationRequestResponse = { id: string; submittedAt: string };
