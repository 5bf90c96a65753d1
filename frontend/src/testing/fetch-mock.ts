// Test helpers: a fetch stand-in that answers by method and path (jsdom has no fetch or Response).

export type Answer = { status: number; body?: unknown } | Error;
export type FetchCall = { method: string; path: string; body: unknown };

function response(status: number, body: unknown): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    text: async () => (body === undefined ? '' : JSON.stringify(body)),
  } as unknown as Response;
}

/**
 * Installs a fetch that answers each `METHOD /path` from `routes` (a function may decide per call;
 * an array answers in order and repeats its last entry). Returns the calls made, for assertions.
 */
export function mockFetch(routes: Record<string, Answer | Answer[] | ((call: FetchCall) => Answer | Promise<Answer>)>): FetchCall[] {
  const calls: FetchCall[] = [];
  const served: Record<string, number> = {};
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const call: FetchCall = { method, path: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const route = routes[`${method} ${url.pathname}`];
    if (route === undefined) return response(404, { code: 'not_found', message: `Sin respuesta de prueba para ${method} ${url.pathname}` });
    let answer: Answer;
    if (typeof route === 'function') answer = await route(call);
    else if (Array.isArray(route)) {
      const index = served[`${method} ${url.pathname}`] ?? 0;
      served[`${method} ${url.pathname}`] = index + 1;
      answer = route[Math.min(index, route.length - 1)] as Answer;
    } else answer = route;
    if (answer instanceof Error) throw answer;
    return response(answer.status, answer.body);
  }) as typeof fetch;
  return calls;
}
