import { serializeError } from './root-logger';

class QueryFailedError extends Error {}

describe('errors in the logs', () => {
  it('keep their message and type but not the values a failed query carried', () => {
    const failure = Object.assign(new QueryFailedError('insert or update on table "letter_submissions" violates foreign key constraint'), {
      query: 'INSERT INTO "letter_submissions" ("name", "email") VALUES ($1, $2)',
      parameters: ['Valeria Ortiz', 'valeria@example.mx', Buffer.alloc(16)],
      detail: 'Key (email)=(valeria@example.mx) is not present.',
      driverError: { code: '23503', detail: 'Key (email)=(valeria@example.mx) is not present.' },
    });

    const logged = serializeError(failure);

    expect(logged).toMatchObject({ type: 'QueryFailedError', driverCode: '23503', query: expect.stringContaining('INSERT INTO') });
    expect(JSON.stringify(logged)).not.toMatch(/valeria|Valeria/);
  });

  it('write a thrown string, number or plain object readably (never as {"0":"T","1":"h",…})', () => {
    expect(serializeError('The seal failed')).toEqual({ type: 'string', message: 'The seal failed' });
    expect(serializeError(42)).toEqual({ type: 'number', message: '42' });
    expect(serializeError(undefined)).toEqual({ type: 'undefined', message: 'undefined' });
    expect(serializeError(null)).toEqual({ type: 'null', message: 'null' });
    expect(serializeError({ message: 'sin conexión' })).toEqual({ type: 'Object', message: 'sin conexión' });
    const withValues = serializeError({ email: 'valeria@example.mx', phone: '3312345678' });
    expect(withValues).toEqual({ type: 'Object', message: 'thrown object with keys: email, phone' });
    expect(JSON.stringify(withValues)).not.toMatch(/valeria|3312345678/);
  });

  it('keep an Error as pino writes it', () => {
    expect(serializeError(new TypeError('x is not a function'))).toMatchObject({ type: 'TypeError', message: 'x is not a function', stack: expect.stringContaining('TypeError') });
  });
});
