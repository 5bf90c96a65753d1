import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validateSync, type ValidationError } from 'class-validator';
import { SubmitInformationRequestDto } from '../leads/information-request.dto';
import { SubmitLetterOfIntentDto } from '../leads/letter-of-intent.dto';
import { ATTRIBUTION_LIMITS } from './attribution.dto';

const request = {
  fullName: 'Ana López',
  email: 'ana@example.mx',
  phone: '3312345678',
  interestType: 'inversionista',
  productsOfInterest: ['boxes-premium'],
};

/** Every failing field as `a.b.c: first message`. */
function problems(errors: ValidationError[], parent = ''): string[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = error.constraints ? [`${field}: ${Object.values(error.constraints)[0]}`] : [];
    return [...own, ...problems(error.children ?? [], field)];
  });
}

const check = (body: Record<string, unknown>) => problems(validateSync(plainToInstance(SubmitInformationRequestDto, body), { forbidUnknownValues: true }));

describe('attribution sent with a public form', () => {
  const touch = {
    source: 'google',
    medium: 'cpc',
    campaign: 'preventa-otono',
    content: 'anuncio-1',
    term: 'box premium',
    referrerHost: 'www.google.com',
    landingPath: '/agendar',
    at: '2026-11-20T18:04:05.123Z',
  };

  it('accepts a first and a last touch, and none at all', () => {
    expect(check({ ...request, attribution: { firstTouch: touch, lastTouch: { ...touch, source: 'facebook' } } })).toEqual([]);
    expect(check({ ...request, attribution: {} })).toEqual([]);
    expect(check(request)).toEqual([]);
  });

  it('accepts markup and quotes as plain text within the bounds: they are stored as given and shown as text', () => {
    const hostile = { source: '<script>alert(1)</script>', campaign: '"><img src=x onerror=alert(1)>', term: "'; DROP TABLE funnel_people; --", content: '=HYPERLINK("http://x")' };
    expect(check({ ...request, attribution: { firstTouch: hostile } })).toEqual([]);
  });

  it('refuses values beyond their bounds, field by field, in Spanish', () => {
    const long = 'x'.repeat(ATTRIBUTION_LIMITS.utm + 1);
    expect(check({ ...request, attribution: { firstTouch: { campaign: long }, lastTouch: { landingPath: `/${'a'.repeat(ATTRIBUTION_LIMITS.landingPath)}` } } })).toEqual([
      'attribution.firstTouch.campaign: Máximo 200 caracteres',
      'attribution.lastTouch.landingPath: Máximo 500 caracteres',
    ]);
  });

  it.each([
    ['referrerHost', 'https://www.google.com/search', 'Sitio de origen no válido'],
    ['landingPath', '/agendar?email=ana@example.mx', 'Página de llegada no válida'],
    ['landingPath', 'agendar', 'Página de llegada no válida'],
    ['at', 'ayer', 'Fecha de la visita no válida'],
    ['source', 42, 'Dato de campaña no válido'],
  ])('refuses %s = %j', (field, value, message) => {
    expect(check({ ...request, attribution: { lastTouch: { [field]: value } } })).toEqual([`attribution.lastTouch.${field}: ${message}`]);
  });

  it('refuses a touch or an attribution that is not an object, and fields it does not know', () => {
    expect(check({ ...request, attribution: 'texto' })).toEqual(['attribution: Datos de origen de la visita no válidos']);
    // (class-validator adds its own English line for the array; the API keeps the field's Spanish one, platform/errors/validation.ts.)
    expect(check({ ...request, attribution: { firstTouch: ['google'] } })).toContain('attribution.firstTouch: Datos de la visita no válidos');
    const unknown = validateSync(plainToInstance(SubmitInformationRequestDto, { ...request, attribution: { firstTouch: { gclid: 'abc' } } }), { whitelist: true, forbidNonWhitelisted: true });
    expect(problems(unknown)).toEqual(['attribution.firstTouch.gclid: property gclid should not exist']);
  });

  it('reads the JSON text a multipart form carries', () => {
    const letter = { name: 'Ana López', email: 'ana@example.mx' };
    const validate = (attribution: string) => problems(validateSync(plainToInstance(SubmitLetterOfIntentDto, { ...letter, attribution })));
    expect(validate(JSON.stringify({ firstTouch: touch }))).toEqual([]);
    expect(validate(JSON.stringify({ firstTouch: { campaign: 'x'.repeat(201) } }))).toEqual(['attribution.firstTouch.campaign: Máximo 200 caracteres']);
    expect(validate('{no es json')).toEqual(['attribution: Datos de origen de la visita no válidos']);
  });
});
