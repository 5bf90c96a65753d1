import { ArgumentMetadata, BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { FieldError, GENERIC_ERROR_MESSAGES, UNKNOWN_FIELD_MESSAGE } from '@cdm/contracts';

/** 400 with one Spanish message per field, the shape every client reads. */
export class ValidationFailedException extends BadRequestException {
  constructor(readonly fieldErrors: FieldError[]) {
    super({ code: 'validation_failed', message: GENERIC_ERROR_MESSAGES.validation_failed, errors: fieldErrors });
  }
}

export function toFieldErrors(errors: ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const constraints = error.constraints ?? {};
    const own: FieldError[] = [];
    if (constraints.whitelistValidation) own.push({ field, message: UNKNOWN_FIELD_MESSAGE });
    else if (constraints.unknownValue) own.push({ field: field || 'body', message: GENERIC_ERROR_MESSAGES.invalid_json });
    else {
      // class-validator writes "nested property … must be either object or array" in English when a
      // nested DTO gets a non-object; the field's own (Spanish) rule says the same thing.
      const { nestedValidation, ...rules } = constraints;
      const first = Object.values(rules)[0] ?? (nestedValidation ? GENERIC_ERROR_MESSAGES.validation_failed : undefined);
      if (first) own.push({ field, message: first });
    }
    return [...own, ...toFieldErrors(error.children ?? [], field)];
  });
}

// A lone UTF-16 surrogate: JSON may carry one ("\ud800"), it is no text, and some validators throw on it.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const ILL_FORMED_TEXT_MESSAGE = 'Contiene caracteres no válidos';

/** The path of the first string in `value` that is not well-formed Unicode, or null. */
export function illFormedTextAt(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return LONE_SURROGATE.test(value) ? path || 'body' : null;
  if (depth > 32 || typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    const at = LONE_SURROGATE.test(key) ? path || 'body' : illFormedTextAt(item, path ? `${path}.${key}` : key, depth + 1);
    if (at) return at;
  }
  return null;
}

/** The shared validation pipe, which first refuses text that is not well-formed Unicode (400, not a validator's crash). */
class AppValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    // Bodies, query strings and path parameters; a custom decorator's value is the server's own.
    const at = metadata.type === 'custom' ? null : illFormedTextAt(value);
    if (at) throw new ValidationFailedException([{ field: at, message: ILL_FORMED_TEXT_MESSAGE }]);
    return super.transform(value, metadata);
  }
}

export function createValidationPipe(): ValidationPipe {
  return new AppValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
    transform: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => new ValidationFailedException(toFieldErrors(errors)),
  });
}

const VALIDATION_OPTIONS = { whitelist: true, forbidNonWhitelisted: true, forbidUnknownValues: true, validationError: { target: false, value: false } };

/**
 * The validation pipe's checks for input that does not arrive as a JSON body (multipart text
 * fields): the same DTO, the same refusal of unknown fields, the same Spanish messages.
 */
export function validateInput<T extends object>(type: new () => T, plain: Record<string, unknown>): { value: T; errors: FieldError[] } {
  const at = illFormedTextAt(plain);
  if (at) return { value: plainToInstance(type, {}), errors: [{ field: at, message: ILL_FORMED_TEXT_MESSAGE }] };
  const value = plainToInstance(type, plain);
  return { value, errors: toFieldErrors(validateSync(value, VALIDATION_OPTIONS)) };
}
