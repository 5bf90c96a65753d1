/** A fetch client that keeps cookies like a browser tab, for tests that sign in. */
export class HttpSession {
  private readonly cookies = new Map<string, string>();

  constructor(
    private readonly baseUrl: string,
    private readonly defaultHeaders: Record<string, string> = {},
  ) {}

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    // A FormData body goes as multipart: fetch writes its content type with the boundary.
    const isForm = body instanceof FormData;
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        ...this.defaultHeaders,
        ...(body === undefined || isForm ? {} : { 'content-type': 'application/json' }),
        ...(this.cookies.size ? { cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
    const setCookies = response.headers.getSetCookie();
    for (const header of setCookies) {
      const [pair, ...attributes] = header.split(';');
      const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
      const expired = attributes.some((attribute) => /expires=Thu, 01 Jan 1970/i.test(attribute) || /max-age=0/i.test(attribute.trim()));
      if (expired || value === '') this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
    const text = await response.text();
    let json: Record<string, unknown> = {};
    try {
      json = JSON.parse(text);
    } catch {
      json = {};
    }
    return { status: response.status, headers: response.headers, setCookies, json, text };
  }

  get = (path: string, headers?: Record<string, string>) => this.request('GET', path, undefined, headers);
  post = (path: string, body?: unknown, headers?: Record<string, string>) => this.request('POST', path, body ?? {}, headers);
  postForm = (path: string, form: FormData, headers?: Record<string, string>) => this.request('POST', path, form, headers);
  patch = (path: string, body: unknown, headers?: Record<string, string>) => this.request('PATCH', path, body, headers);
  delete = (path: string, headers?: Record<string, string>) => this.request('DELETE', path, undefined, headers);
}

/** Finds a link in an email body. */
export function linkIn(text: string, pathPrefix: string): string {
  const match = text.match(new RegExp(`https?://[^\\s"<]+${pathPrefix.replace(/\//g, '\\/')}[^\\s"<]+`));
  if (!match) throw new Error(`No ${pathPrefix} link in: ${text}`);
  return match[0];
}

/** A staff member's browser, signed in through the staff login. */
export async function signedInStaff(baseUrl: string, credentials: { email: string; password: string }): Promise<HttpSession> {
  const staff = new HttpSession(baseUrl);
  const signIn = await staff.post('/api/admin/session', credentials);
  if (signIn.status !== 200) throw new Error(`Staff sign-in failed: ${signIn.text}`);
  return staff;
}
