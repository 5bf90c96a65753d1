import { randomBytes } from 'node:crypto';
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';
import { signEvent } from '../src/payments';

type FakeIntent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  last_payment_error: { message: string } | null;
  metadata: Record<string, string>;
};
type FakeRefund = { id: string; object: 'refund'; payment_intent: string; status: string; amount: number };

const id = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex')}`;

async function readBody(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * A small stand-in for Stripe's HTTP API, enough for the real SDK: payment intents and refunds,
 * idempotency keys honoured like Stripe does, and helpers to move an intent as a card would.
 */
export class FakeStripe {
  readonly intents = new Map<string, FakeIntent>();
  readonly refunds = new Map<string, FakeRefund>();
  /** How many objects were really created (idempotent replays are not counted). */
  readonly created = { intents: 0, refunds: 0 };
  /** The status a new refund starts in. */
  refundStatus = 'succeeded';
  /** When set, every request answers 500 (Stripe unreachable). */
  failing = false;
  private readonly idempotent = new Map<string, unknown>();
  private server: Server | null = null;
  url = '';

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      this.handle(request, response).catch((error: unknown) => this.send(response, 500, { error: { message: String(error) } }));
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** What a card payment on Stripe's page would do to the intent. */
  setIntentStatus(intentId: string, status: string, lastError: string | null = null): void {
    const intent = this.intents.get(intentId);
    if (!intent) throw new Error(`No fake intent ${intentId}`);
    intent.status = status;
    intent.last_payment_error = lastError ? { message: lastError } : null;
  }

  setRefundStatus(refundId: string, status: string): void {
    const refund = this.refunds.get(refundId);
    if (!refund) throw new Error(`No fake refund ${refundId}`);
    refund.status = status;
  }

  /** A signed webhook body and header for an event about an object, as Stripe would send it. */
  signedEvent(type: string, object: FakeIntent | FakeRefund, secret: string, timestampSeconds?: number) {
    const payload = JSON.stringify({ id: id('evt'), object: 'event', type, data: { object } });
    return { payload, signature: signEvent(payload, secret, timestampSeconds) };
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (this.failing) return this.send(response, 500, { error: { type: 'api_error', message: 'Fake outage' } });
    const url = new URL(request.url ?? '/', 'http://fake');
    const key = request.headers['idempotency-key'];
    const idempotencyKey = typeof key === 'string' ? `${request.method} ${url.pathname} ${key}` : null;
    if (request.method === 'POST' && idempotencyKey && this.idempotent.has(idempotencyKey)) {
      return this.send(response, 200, this.idempotent.get(idempotencyKey));
    }

    let result: unknown;
    if (request.method === 'POST' && url.pathname === '/v1/payment_intents') {
      const form = await readBody(request);
      const intentId = id('pi');
      const intent: FakeIntent = {
        id: intentId,
        object: 'payment_intent',
        amount: Number(form.get('amount')),
        currency: form.get('currency') ?? 'mxn',
        status: 'requires_payment_method',
        client_secret: `${intentId}_secret_${randomBytes(8).toString('hex')}`,
        last_payment_error: null,
        metadata: {},
      };
      this.intents.set(intent.id, intent);
      this.created.intents += 1;
      result = intent;
    } else if (request.method === 'GET' && url.pathname.startsWith('/v1/payment_intents/')) {
      result = this.intents.get(url.pathname.split('/')[3]);
    } else if (request.method === 'POST' && url.pathname === '/v1/refunds') {
      const form = await readBody(request);
      const intent = this.intents.get(form.get('payment_intent') ?? '');
      if (!intent) return this.send(response, 404, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } });
      const refund: FakeRefund = { id: id('re'), object: 'refund', payment_intent: intent.id, status: this.refundStatus, amount: intent.amount };
      this.refunds.set(refund.id, refund);
      this.created.refunds += 1;
      result = refund;
    } else if (request.method === 'GET' && url.pathname.startsWith('/v1/refunds/')) {
      result = this.refunds.get(url.pathname.split('/')[3]);
    }
    if (!result) return this.send(response, 404, { error: { type: 'invalid_request_error', message: 'Not found' } });
    // Stripe returns the first answer again for a repeated key (a snapshot, not the live object).
    if (idempotencyKey) this.idempotent.set(idempotencyKey, structuredClone(result));
    this.send(response, 200, result);
  }

  private send(response: ServerResponse, status: number, body: unknown): void {
    response.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
    response.end(JSON.stringify(body));
  }
}
