import { ArgumentMetadata, BadRequestException } from '@nestjs/common';
import { IsEmail, IsObject, ValidateNested } from 'class-validator';
import { GENERIC_ERROR_MESSAGES } from '@cdm/contracts';
import { createValidationPipe, illFormedTextAt, validateInput } from './validation';

class Contact {
  @IsEmail({}, { message: 'Email válido es requerido' })
  email!: string;
}

class WithNested {
  @ValidateNested()
  nested!: Contact;
}

class WithCheckedNested {
  @ValidateNested()
  @IsObject({ message: 'Datos de contacto no válidos' })
  nested!: Contact;
}

const body = (metatype: new () => object): ArgumentMetadata => ({ type: 'body', metatype });

async function fieldErrors(metatype: new () => object, value: unknown) {
  try {
    await createValidationPipe().transform(value, body(metatype));
  } catch (error) {
    expect(error).toBeInstanceOf(BadRequestException);
    return ((error as BadRequestException).getResponse() as { errors: unknown[] }).errors;
  }
  throw new Error('The value was accepted');
}

describe('the validation pipe with hostile input', () => {
  it('refuses a lone surrogate with a 400 and the field, instead of a validator crashing on it (500)', async () => {
    expect(await fieldErrors(Contact, { email: '\ud800' })).toEqual([{ field: 'email', message: 'Contiene caracteres no válidos' }]);
    expect(await fieldErrors(Contact, { email: 'ana@example.mx', ['a\udc00']: 1 })).toEqual([{ field: 'body', message: 'Contiene caracteres no válidos' }]);
    expect(validateInput(Contact, { email: 'x\udbff' }).errors).toEqual([{ field: 'email', message: 'Contiene caracteres no válidos' }]);
  });

  it('accepts well-formed text outside the basic plane (a surrogate pair)', async () => {
    expect(illFormedTextAt({ name: 'Piloto 🏎️ Ñandú', list: ['𝄞'] })).toBeNull();
    expect(illFormedTextAt({ deep: { list: ['ok', { bad: 'a\ud83d' }] } })).toBe('deep.list.1.bad');
    await expect(createValidationPipe().transform({ email: 'ana@example.mx' }, body(Contact))).resolves.toBeInstanceOf(Contact);
  });

  it('never answers with class-validator\'s English "nested property … must be either object or array"', async () => {
    expect(await fieldErrors(WithNested, { nested: 'texto' })).toEqual([{ field: 'nested', message: GENERIC_ERROR_MESSAGES.validation_failed }]);
    expect(await fieldErrors(WithCheckedNested, { nested: 'texto' })).toEqual([{ field: 'nested', message: 'Datos de contacto no válidos' }]);
  });
});
