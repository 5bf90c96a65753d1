import { act } from '@testing-library/react';

/**
 * A stand-in for the browser's EventSource (jsdom has none): the test plays the server, sending
 * named events (`send`), opening the stream and dropping it (`fail`). Install it with
 * `FakeEventSource.install()` in beforeEach and `FakeEventSource.uninstall()` in afterEach.
 */
export class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];
  private static original: unknown;

  readyState = FakeEventSource.CONNECTING;

  constructor(readonly url: string) {
    super();
    FakeEventSource.instances.push(this);
  }

  static install(): void {
    FakeEventSource.instances = [];
    FakeEventSource.original = (globalThis as { EventSource?: unknown }).EventSource;
    Object.defineProperty(globalThis, 'EventSource', { value: FakeEventSource, configurable: true, writable: true });
  }

  static uninstall(): void {
    Object.defineProperty(globalThis, 'EventSource', { value: FakeEventSource.original, configurable: true, writable: true });
  }

  /** The streams still open (not closed by the page). */
  static open(): FakeEventSource[] {
    return FakeEventSource.instances.filter((source) => source.readyState !== FakeEventSource.CLOSED);
  }

  static latest(): FakeEventSource {
    const source = FakeEventSource.instances.at(-1);
    if (!source) throw new Error('No EventSource was opened');
    return source;
  }

  connect(): void {
    this.readyState = FakeEventSource.OPEN;
    act(() => {
      this.dispatchEvent(new Event('open'));
    });
  }

  send(type: string, data: unknown, id?: number): void {
    act(() => {
      this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data), lastEventId: id === undefined ? '' : String(id) }));
    });
  }

  /**
   * Until the screens have seen what the events changed: TanStack Query tells its observers in a
   * task of its own (notifyManager), after the one that patched the cache. Not with fake timers.
   */
  static async settle(): Promise<void> {
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  }

  /** The connection drops: the browser retries by itself (CONNECTING), or gives up (CLOSED). */
  fail(readyState: number = FakeEventSource.CONNECTING): void {
    this.readyState = readyState;
    act(() => {
      this.dispatchEvent(new Event('error'));
    });
  }

  close(): void {
    this.readyState = FakeEventSource.CLOSED;
  }
}
