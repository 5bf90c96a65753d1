// Events whose reactions must survive a crash carry a stable type name: the command writes them to
// the outbox in its own transaction, and the relay hands them to their @EventsHandler listeners.

type EventClass = new (...args: never[]) => object;
type Payload = Record<string, unknown>;

type Sealer = { seal(value: string): string; open(value: string): string };

const typeOfClass = new WeakMap<object, string>();
const registry = new Map<string, { eventClass: EventClass; sealed: string[] }>();

/**
 * Marks an event class as durable under a stable name (kept in outbox rows: never rename one).
 * `sealed` names string fields stored encrypted (a one-time link's token).
 */
export function DurableEvent(type: string, options: { sealed?: string[] } = {}): ClassDecorator {
  return (target) => {
    const known = registry.get(type);
    if (known && known.eventClass !== (target as unknown)) throw new Error(`Two durable events named ${type}`);
    typeOfClass.set(target, type);
    registry.set(type, { eventClass: target as unknown as EventClass, sealed: options.sealed ?? [] });
  };
}

export function durableTypeOf(eventClass: object): string | undefined {
  return typeOfClass.get(eventClass);
}

export function durableEventClass(type: string): EventClass | undefined {
  return registry.get(type)?.eventClass;
}

// Dates travel as { $date: iso } so that the listener receives the Date it was given.
function encode(value: unknown): unknown {
  if (value instanceof Date) return { $date: value.toISOString() };
  if (Array.isArray(value)) return value.map(encode);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, encode(inner)]));
  return value;
}

function decode(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(decode);
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 1 && entries[0][0] === '$date' && typeof entries[0][1] === 'string') return new Date(entries[0][1]);
    return Object.fromEntries(entries.map(([key, inner]) => [key, decode(inner)]));
  }
  return value;
}

/** The row of a durable event: its type and its fields (ids and plain values only). */
export function toOutboxRow(event: object, sealer: Sealer): { type: string; payload: Payload } {
  const type = durableTypeOf(event.constructor);
  if (!type) throw new Error(`${event.constructor.name} is not a @DurableEvent`);
  const payload = encode({ ...event }) as Payload;
  for (const field of registry.get(type)?.sealed ?? []) {
    if (typeof payload[field] === 'string') payload[field] = sealer.seal(payload[field]);
  }
  return { type, payload };
}

/** The event again, an instance of its class (listeners may test `instanceof`). */
export function fromOutboxRow(type: string, payload: Payload, sealer: Sealer): object | null {
  const known = registry.get(type);
  if (!known) return null;
  const fields = decode(payload) as Payload;
  for (const field of known.sealed) {
    if (typeof fields[field] === 'string') fields[field] = sealer.open(fields[field]);
  }
  return Object.assign(Object.create(known.eventClass.prototype) as object, fields);
}
