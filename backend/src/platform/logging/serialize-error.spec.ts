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
});
