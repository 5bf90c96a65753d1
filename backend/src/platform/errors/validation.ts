import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';
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
      const first = Object.values(constraints)[0];
      if (first) own.push({ field, message: first });
    }
    return [...own, ...toFieldErrors(error.children ?? [], field)];
  });
}

export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
    transform: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => new ValidationFailedException(toFieldErrors(errors)),
  });
}
