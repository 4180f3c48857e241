/**
 * @fileoverview The one HTTP client of the web app (app-spec 7: "a common request helper"). Every
 * call to the server's JSON API under /api goes through here, so that
 * - the bearer token of the stored session is sent on every call (`Authorization: Bearer ...`);
 * - every error response `{error: {code, message}}` (DESIGN.md 4, server/src/api-types.ts
 *   ApiErrorBody) becomes one typed `ApiError`, with the stored song of a 409 in `current`;
 * - a 401 on an authenticated call ends the session, which sends the page to /login (the route
 *   guard listens to the session). The editor keeps its unsaved text in localStorage, so nothing
 *   typed is lost (DESIGN.md 4).
 *
 * Response bodies are typed by the caller from api-types.ts and not validated at run time: the
 * client imports the schemas as types only, and the server validates what it sends.
 */

import type { ApiErrorBody, Song } from '../../../server/src/api-types.ts';
import { sessionStore, type SessionStore } from './session.ts';

type ApiErrorDetails = ApiErrorBody['error'];

/** A failed API call: the server's error code and message, or a client-side code (see below). */
export class ApiError extends Error {
  /** The server's error code (server/src/errors/catalogue.ts), or `network_error`, `http_<status>`. */
  readonly code: string;
  /** HTTP status; 0 when the server could not be reached. */
  readonly status: number;
  /** For a 409 on a song save: the song as stored now. */
  readonly current: Song | undefined;
  /** For a 400 from validation: which fields were wrong. */
  readonly issues: ApiErrorDetails['issues'];

  constructor(status: number, details: Pick<ApiErrorDetails, 'code' | 'message'> & Partial<ApiErrorDetails>) {
    super(details.message);
    this.name = 'ApiError';
    this.status = status;
    this.code = details.code;
    this.current = details.current;
    this.issues = details.issues;
  }
}

/** True for an ApiError; narrows `unknown` in catch blocks. */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** True when `error` is the rejection of an aborted fetch (a superseded search, an unmount). */
export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  /** Query parameters; null and undefined values are left out. */
  query?: Record<string, QueryValue>;
  /** A JSON body. */
  body?: unknown;
  signal?: AbortSignal;
  /**
   * Send no token, and do not end the session on a 401. For login, whose 401 means a wrong
   * password, not an expired session.
   */
  anonymous?: boolean;
}

export interface ApiClient {
  /** Sends `method path` under the base URL; resolves to the parsed JSON body (undefined for 204). */
  request<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  post<T>(path: string, body: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  put<T>(path: string, body: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T>;
}

export interface ApiClientConfig {
  /** Where the API lives; paths are appended. Default '/api' (same origin, DESIGN.md 4). */
  baseUrl?: string;
  /** The fetch to use; tests pass a mock. Default the global fetch. */
  fetch?: typeof fetch;
  /** Where the token comes from, and what a 401 ends. */
  session: Pick<SessionStore, 'get' | 'end'>;
}

/** Builds `baseUrl + path + ?query`, encoding every parameter. */
function buildUrl(baseUrl: string, path: string, query: RequestOptions['query']): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined) search.set(name, String(value));
  }
  const queryString = search.toString();
  return `${baseUrl}${path}${queryString === '' ? '' : `?${queryString}`}`;
}

/** Reads a body as JSON; null when it is empty or not JSON (a proxy's HTML error page). */
async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** The `error` object of an ApiErrorBody, or null when `body` has another shape. */
function errorDetails(body: unknown): ApiErrorDetails | null {
  if (typeof body !== 'object' || body === null || !('error' in body)) return null;
  const details = (body as { error: unknown }).error;
  if (typeof details !== 'object' || details === null) return null;
  const { code, message } = details as Partial<ApiErrorDetails>;
  return typeof code === 'string' && typeof message === 'string' ? (details as ApiErrorDetails) : null;
}

/** An api client with its own configuration (tests build one per case). */
export function createApiClient(config: ApiClientConfig): ApiClient {
  const baseUrl = config.baseUrl ?? '/api';

  const request = async <T>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    options: RequestOptions = {},
  ): Promise<T> => {
    const headers: Record<string, string> = { Accept: 'application/json' };
    const token = options.anonymous ? null : (config.session.get()?.token ?? null);
    if (token !== null) headers.Authorization = `Bearer ${token}`;
    let body: string | undefined;
    if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body);
    }

    const fetchImpl = config.fetch ?? globalThis.fetch.bind(globalThis);
    let response: Response;
    try {
      response = await fetchImpl(buildUrl(baseUrl, path, options.query), {
        method,
        headers,
        body,
        signal: options.signal,
      });
    } catch (error) {
      if (isAbortError(error)) throw error;
      throw new ApiError(0, {
        code: 'network_error',
        message: 'Could not reach the server. Check the connection and try again.',
      });
    }

    const parsed = await readJson(response);
    if (response.ok) return (response.status === 204 ? undefined : parsed) as T;

    const details = errorDetails(parsed) ?? {
      code: `http_${response.status}`,
      message: `The server answered ${response.status} ${response.statusText}`.trim(),
    };
    const error = new ApiError(response.status, details);
    // A 401 on a call that sent our token means the token is no longer good.
    if (response.status === 401 && !options.anonymous) config.session.end('expired');
    throw error;
  };

  return {
    request,
    get: (path, options) => request('GET', path, options),
    post: (path, body, options) => request('POST', path, { ...options, body }),
    put: (path, body, options) => request('PUT', path, { ...options, body }),
  };
}

/** The page's api client: same-origin /api, token from the stored session. */
export const api: ApiClient = createApiClient({ session: sessionStore });
