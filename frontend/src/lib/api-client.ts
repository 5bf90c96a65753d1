import { ERROR_CODE_BY_STATUS, GENERIC_ERROR_MESSAGES, type ApiErrorBody, type ApiErrorCode, type FieldError } from '@cdm/contracts';
import { env } from '@/env';

export const NETWORK_ERROR_CODE = 'network_error';
const NETWORK_ERROR_MESSAGE = 'No pudimos conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.';

/** Every failed call: an error answer of the API (status >= 400) or no answer at all (status 0). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly fieldErrors: FieldError[];

  constructor({
    status,
    code,
    message,
    fieldErrors = [],
  }: {
    status: number;
    code: string;
    message: string;
    fieldErrors?: FieldError[];
  }) {
    super(message);
    this.status = status;
    this.code = code;
    this.fieldErrors = fieldErrors;
  }
}

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type RequestOptions = {
  method?: HttpMethod;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

function isKnownCode(code: string): code is ApiErrorCode {
  return Object.hasOwn(GENERIC_ERROR_MESSAGES, code);
}

function isFieldError(value: unknown): value is FieldError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as FieldError).field === 'string' &&
    typeof (value as FieldError).message === 'string'
  );
}

function toApiError(status: number, payload: unknown): ApiError {
  const body = (typeof payload === 'object' && payload !== null ? payload : {}) as Partial<Record<keyof ApiErrorBody, unknown>>;
  const code = typeof body.code === 'string' ? body.code : (ERROR_CODE_BY_STATUS[status] ?? 'internal_error');
  const fallbackMessage = isKnownCode(code) ? GENERIC_ERROR_MESSAGES[code] : GENERIC_ERROR_MESSAGES.internal_error;
  const message = typeof body.message === 'string' && body.message.trim() !== '' ? body.message : fallbackMessage;
  const fieldErrors = Array.isArray(body.errors) ? body.errors.filter(isFieldError) : [];
  return new ApiError({ status, code, message, fieldErrors });
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

async function request<T>(path: string, { method = 'GET', body, headers, signal }: RequestOptions = {}): Promise<T> {
  // A FormData body goes as multipart: the browser writes its content type with the boundary.
  const isForm = body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(`${env.apiBaseUrl}${path}`, {
      method,
      credentials: 'include',
      headers: {
        Accept: 'application/json',
        ...(body === undefined || isForm ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    // A cancelled query is not a failure to report.
    if (isAbort(error)) throw error;
    throw new ApiError({ status: 0, code: NETWORK_ERROR_CODE, message: NETWORK_ERROR_MESSAGE });
  }

  const payload = await readJson(response);
  if (!response.ok) throw toApiError(response.status, payload);
  return payload as T;
}

export const apiClient = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => request<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => request<T>(path, { ...options, method: 'DELETE' }),
};

/** Any thrown value as an ApiError (a bug in the screen itself reads as an unexpected error). */
export function asApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  return new ApiError({ status: 0, code: 'internal_error', message: GENERIC_ERROR_MESSAGES.internal_error });
}
