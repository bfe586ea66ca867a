import type { ErrorResponse } from '../../shared/contracts/common.ts';
import type { ProgressStore } from './progress-store.ts';
import type { ServerClock } from './server-clock.ts';

/** An answer that was not 2xx, with the API's error code for a translated message. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;
  /** The same problems as message keys (`body.password` → `account.validation.passwordRule`). */
  readonly fieldKeys: Record<string, string> | undefined;
  /** The whole error answer, for what some answers add (a venue file's `problems`). */
  readonly details: Readonly<Record<string, unknown>> | undefined;

  constructor(
    status: number,
    code: string,
    message: string,
    fields?: Record<string, string>,
    fieldKeys?: Record<string, string>,
    details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.fieldKeys = fieldKeys;
    this.details = details;
  }
}

/** The message key of a failed request's error: its code's, else the fallback's. */
export function apiErrorKey(error: unknown, fallbackCode = 'INTERNAL_ERROR'): string {
  return `errors.${error instanceof ApiError ? error.code : fallbackCode}`;
}

export interface HttpClientOptions {
  /** Where the API lives; falls back to this page's origin, then to localhost. */
  baseUrl?: string | undefined;
  /** An Authorization header value, when there is one (e.g. a box-office app's token). */
  getAuthorization?: () => string | undefined;
  progress?: ProgressStore;
  /** Told the server's time of every answer (its `Server-Time` header), for hold deadlines. */
  clock?: ServerClock;
  fetch?: typeof fetch;
}

export type Query = Record<string, string | number | boolean | undefined | null>;

export function resolveBaseUrl(configured: string | undefined): string {
  if (configured) return configured.replace(/\/+$/, '');
  if (typeof window !== 'undefined' && window.location?.origin?.startsWith('http'))
    return window.location.origin;
  return 'http://localhost:3000';
}

function isErrorResponse(value: unknown): value is ErrorResponse {
  return typeof value === 'object' && value !== null && 'code' in value && 'statusCode' in value;
}

/** The one HTTP client of the web app: JSON in and out, errors as ApiError. */
export function createHttpClient(options: HttpClientOptions = {}) {
  const baseUrl = resolveBaseUrl(options.baseUrl);
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));

  async function request<T>(
    method: string,
    path: string,
    init: {
      query?: Query;
      body?: unknown;
      signal?: AbortSignal;
      headers?: Record<string, string>;
    } = {},
  ): Promise<T> {
    const url = new URL(path, `${baseUrl}/`);
    for (const [key, value] of Object.entries(init.query ?? {})) {
      if (value !== undefined && value !== null && value !== '')
        url.searchParams.set(key, String(value));
    }
    const headers: Record<string, string> = { ...init.headers, Accept: 'application/json' };
    const authorization = options.getAuthorization?.();
    if (authorization) headers.Authorization = authorization;
    if (init.body !== undefined) headers['Content-Type'] = 'application/json';
    options.progress?.start();
    let ok = false;
    try {
      let response: Response;
      const sentAt = Date.now();
      try {
        response = await doFetch(url, {
          method,
          headers,
          credentials: 'same-origin',
          ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
          ...(init.signal ? { signal: init.signal } : {}),
        });
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') {
          ok = true; // a cancelled request is not a failure to show
          throw error;
        }
        throw new ApiError(0, 'NETWORK_ERROR', 'Network error');
      }
      const serverTime = response.headers?.get('server-time');
      if (serverTime) options.clock?.observe(Number(serverTime), sentAt, Date.now());
      const text = await response.text();
      let payload: unknown = null;
      if (text) {
        try {
          payload = JSON.parse(text);
        } catch {
          payload = null;
        }
      }
      // The indicator marks failures of the service (5xx, network); a 404 is an answer the page
      // shows in its own words.
      ok = response.status < 500;
      if (!response.ok) {
        if (isErrorResponse(payload))
          throw new ApiError(
            response.status,
            payload.code,
            payload.message,
            payload.fields,
            payload.fieldKeys,
            payload as Record<string, unknown>,
          );
        throw new ApiError(
          response.status,
          response.status >= 500 ? 'INTERNAL_ERROR' : 'NOT_FOUND',
          response.statusText,
        );
      }
      ok = true;
      return payload as T;
    } finally {
      options.progress?.finish(ok);
    }
  }

  return {
    baseUrl,
    get: <T>(path: string, query?: Query, signal?: AbortSignal) =>
      request<T>('GET', path, { ...(query ? { query } : {}), ...(signal ? { signal } : {}) }),
    /**
     * Extra headers, e.g. an Idempotency-Key that makes a repeated POST one action; a signal to
     * give up waiting (the door decides a scan itself when the server is too slow to answer).
     */
    post: <T>(
      path: string,
      body?: unknown,
      headers?: Record<string, string>,
      signal?: AbortSignal,
    ) =>
      request<T>('POST', path, {
        body,
        ...(headers ? { headers } : {}),
        ...(signal ? { signal } : {}),
      }),
    put: <T>(path: string, body: unknown) => request<T>('PUT', path, { body }),
    /** No body and so no Content-Type: the API refuses a JSON type with nothing in it. */
    delete: <T>(path: string) => request<T>('DELETE', path),
    patch: <T>(path: string, body: unknown) => request<T>('PATCH', path, { body }),
  };
}

export type HttpClient = ReturnType<typeof createHttpClient>;
