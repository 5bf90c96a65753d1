import { ParseUUIDPipe } from '@nestjs/common';
import { ValidationFailedException } from '../errors/validation';

/** Path ids must be uuids: anything else is a 400 with a Spanish message, never a database error. */
export const uuidParam = (field = 'id') =>
  new ParseUUIDPipe({ exceptionFactory: () => new ValidationFailedException([{ field, message: 'Identificador no válido' }]) });
