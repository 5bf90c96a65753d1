import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { SubmitInformationRequestDto } from './information-request.dto';

const valid = {
  fullName: 'Ana López',
  email: 'ana@example.mx',
  phone: '3312345678',
  interestType: 'inversionista',
  productsOfInterest: ['boxes-premium'],
  cityState: '',
  howHeardAbout: '',
};

function messagesFor(body: Record<string, unknown>): Record<string, string[]> {
  const errors = validateSync(plainToInstance(SubmitInformationRequestDto, body));
  return Object.fromEntries(errors.map((error) => [error.property, Object.values(error.constraints ?? {})]));
}

describe('information request validation (public-site.md §5)', () => {
  it('accepts a complete request with the optional fields empty', () => {
    expect(messagesFor(valid)).toEqual({});
  });

  it.each([
    ['fullName', 'A', 'Nombre completo es requerido'],
    ['email', 'ana@', 'Email válido es requerido'],
    ['phone', '33123', 'Teléfono válido es requerido'],
    ['interestType', '', 'Selecciona tu tipo de interés'],
    ['productsOfInterest', [], 'Selecciona al menos un producto'],
  ])('rejects %s = %j with the spec message', (field, value, message) => {
    expect(messagesFor({ ...valid, [field]: value })[field]).toContain(message);
  });

  it('rejects products outside the catalogue', () => {
    expect(messagesFor({ ...valid, productsOfInterest: ['yates'] }).productsOfInterest).toContain(
      'Selecciona al menos un producto',
    );
  });

  it('rejects wrong types with the field message, not an English one', () => {
    const messages = messagesFor({ ...valid, fullName: 42, productsOfInterest: 'boxes-premium' });
    expect(messages.fullName).toContain('Nombre completo es requerido');
    expect(messages.productsOfInterest).toContain('Selecciona al menos un producto');
  });
});

describe('first reported message per field', () => {
  const firstMessage = (body: Record<string, unknown>, field: string) =>
    validateSync(plainToInstance(SubmitInformationRequestDto, body)).find((error) => error.property === field)?.constraints;

  it.each([
    ['fullName', 'Nombre completo es requerido'],
    ['email', 'Email válido es requerido'],
    ['phone', 'Teléfono válido es requerido'],
    ['productsOfInterest', 'Selecciona al menos un producto'],
  ])('a missing %s is reported with its own message, not a length limit', (field, message) => {
    const body: Record<string, unknown> = { ...valid };
    delete body[field];
    expect(Object.values(firstMessage(body, field) ?? {})[0]).toBe(message);
  });

  it('a name that is too long is reported with the limit', () => {
    expect(Object.values(firstMessage({ ...valid, fullName: 'a'.repeat(121) }, 'fullName') ?? {})).toEqual(['Máximo 120 caracteres']);
  });
});
