import { ArgumentsHost, Logger } from '@nestjs/common';
import { GENERIC_ERROR_MESSAGES } from '@cdm/contracts';
import type { AppDocument } from '../http/app-document';
import { AllExceptionsFilter } from './all-exceptions.filter';
import { isServiceUnavailable } from './service-unavailable';

/** What node-postgres and TypeORM throw, reduced to the fields the mapping reads. */
const pgError = (code: string, message: string) => Object.assign(new Error(message), { code, severity: 'FATAL' });
class QueryFailedError extends Error {
  constructor(readonly driverError: Error & { code?: string }) {
    super(driverError.message);
    Object.assign(this, { code: driverError.code });
  }
}

function replyRecorder() {
  const sent: { status?: number; headers: Record<string, string>; body?: unknown } = { headers: {} };
  const reply = {
    status: (status: number) => ((sent.status = status), reply),
    type: (type: string) => ((sent.headers['content-type'] = type), reply),
    header: (name: string, value: string) => ((sent.headers[name.toLowerCase()] = value), reply),
    send: (body: unknown) => ((sent.body = body), reply),
  };
  return { reply, sent };
}

function answer(exception: unknown) {
  const { reply, sent } = replyRecorder();
  const host = {
    switchToHttp: () => ({ getResponse: () => reply, getRequest: () => ({ id: 'req-1', method: 'GET', url: '/api/units' }) }),
  } as unknown as ArgumentsHost;
  new AllExceptionsFilter({ available: false } as AppDocument).catch(exception, host);
  return sent;
}

describe('a database that cannot take the request answers 503 in Spanish, never 500', () => {
  beforeAll(() => jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined));
  afterAll(() => jest.restoreAllMocks());

  it.each([
    ['too many connections (53300)', pgError('53300', 'sorry, too many clients already')],
    ['reserved slots (53300)', pgError('53300', 'remaining connection slots are reserved for non-replication superuser connections')],
    ['the server is starting up (57P03)', pgError('57P03', 'the database system is starting up')],
    ['an administrator ended the connection (57P01)', pgError('57P01', 'terminating connection due to administrator command')],
    ['a connection exception (08006)', pgError('08006', 'connection failure')],
    ['the server refuses the socket', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED', errno: -111 })],
    ['the pool waits too long for a connection', new Error('timeout exceeded when trying to connect')],
    ['the connection attempt times out', new Error('Connection terminated due to connection timeout', { cause: new Error('Connection terminated unexpectedly') })],
    ['a query on a connection that died', new QueryFailedError(pgError('57P01', 'terminating connection due to administrator command'))],
    ['the same, only in the cause chain', new Error('wrapped', { cause: pgError('53300', 'sorry, too many clients already') })],
  ])('%s', (_name, error) => {
    expect(isServiceUnavailable(error)).toBe(true);
    const sent = answer(error);
    expect(sent.status).toBe(503);
    expect(sent.headers['retry-after']).toBe('10');
    expect(sent.body).toEqual({ code: 'service_unavailable', message: GENERIC_ERROR_MESSAGES.service_unavailable });
    expect(GENERIC_ERROR_MESSAGES.service_unavailable).toMatch(/servicio no está disponible/);
  });

  it.each([
    ['a unique violation (23505)', new QueryFailedError(pgError('23505', 'duplicate key value violates unique constraint'))],
    ['a syntax error (42601)', new QueryFailedError(pgError('42601', 'syntax error at or near "SELEC"'))],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a thrown string', 'boom'],
  ])('keeps %s a 500 (a real error is not hidden as "try later")', (_name, error) => {
    expect(isServiceUnavailable(error)).toBe(false);
    const sent = answer(error);
    expect(sent.status).toBe(500);
    expect(sent.headers['retry-after']).toBeUndefined();
    expect(sent.body).toEqual({ code: 'internal_error', message: GENERIC_ERROR_MESSAGES.internal_error });
  });

  it('does not loop on a cause chain that points at itself', () => {
    const error: Error & { cause?: unknown } = new Error('self');
    error.cause = error;
    expect(isServiceUnavailable(error)).toBe(false);
  });
});
