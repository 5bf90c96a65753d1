// react-router 7 needs these under jsdom (STACK.md trap 4).
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });

// Data routers (createMemoryRouter, createBrowserRouter) build a Request for every navigation,
// and jsdom has none. Node's own Request would reject jsdom's AbortSignal, so a stand-in with
// the members react-router reads is enough for tests without loaders or actions.
if (typeof globalThis.Request === 'undefined') {
  class RequestStandIn {
    readonly url: string;
    readonly method: string;
    readonly signal: AbortSignal;

    constructor(input: string | URL, init: { method?: string; signal?: AbortSignal } = {}) {
      this.url = String(input);
      this.method = (init.method ?? 'GET').toUpperCase();
      this.signal = init.signal ?? new AbortController().signal;
    }
  }
  Object.assign(globalThis, { Request: RequestStandIn });
}
