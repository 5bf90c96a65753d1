import Fastify, { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Writable } from 'node:stream';
import { createRootLogger, RequestLog } from './root-logger';

/** A Fastify app logging as createHttpAdapter sets it up, into an array of parsed lines. */
function appLoggingInto(lines: Array<Record<string, unknown>>): FastifyInstance {
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString('utf8')) as Record<string, unknown>);
      done();
    },
  });
  let counter = 0;
  const app = Fastify({
    loggerInstance: createRootLogger({ logLevel: 'info' }, destination) as FastifyBaseLogger,
    logController: new RequestLog(),
    genReqId: () => `peticion-${++counter}`,
  });
  app.post('/api/information-request', async (_request, reply) => reply.status(201).send({ id: 'x' }));
  app.get('/api/health', async () => ({ status: 'ok' }));
  app.get('/api/falla', async () => {
    throw Object.assign(new Error('insert failed'), { parameters: ['ana@example.mx'], detail: 'Key (email)=(ana@example.mx)' });
  });
  return app;
}

describe('the request log', () => {
  let lines: Array<Record<string, unknown>>;
  let app: FastifyInstance;

  beforeEach(async () => {
    lines = [];
    app = appLoggingInto(lines);
    await app.ready();
  });
  afterEach(() => app.close());

  it('writes one line per answered request: its id, method, path without the query string, status and time', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/information-request?email=ana@example.mx&utm_source=feria',
      headers: { cookie: 'cdm_session=secreto', 'content-type': 'application/json' },
      payload: { fullName: 'Ana López', email: 'ana@example.mx', phone: '3312345678' },
    });

    const requestLines = lines.filter((line) => line.req !== undefined || line.res !== undefined);
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      reqId: 'peticion-1',
      req: { id: 'peticion-1', method: 'POST', path: '/api/information-request' },
      res: { statusCode: 201 },
      responseTime: expect.any(Number),
    });
    expect(Object.keys(requestLines[0].req as object).sort()).toEqual(['id', 'method', 'path']);
    expect(JSON.stringify(lines)).not.toMatch(/ana@example|Ana López|3312345678|secreto|feria/);
  });

  it('writes nothing for the health checks that probes send every few seconds', async () => {
    await app.inject({ method: 'GET', url: '/api/health' });
    await app.inject({ method: 'GET', url: '/api/health?probe=1' });

    expect(lines.filter((line) => line.req !== undefined || line.res !== undefined)).toEqual([]);
  });

  it('logs a failed request as an error, without the values the failure carried', async () => {
    await app.inject({ method: 'GET', url: '/api/falla' });

    // Fastify's own line for the thrown error, and the request's line at level error too.
    expect(lines.find((line) => line.err !== undefined)).toMatchObject({ level: 50, err: { message: 'insert failed' } });
    expect(lines.find((line) => line.responseTime !== undefined)).toMatchObject({
      level: 50,
      msg: 'request errored',
      req: { method: 'GET', path: '/api/falla' },
      res: { statusCode: 500 },
    });
    expect(JSON.stringify(lines)).not.toContain('ana@example.mx');
  });
});
