/**
 * @fileoverview The one HTTP client of the web app (app-spec 7: "a common request helper"). Every
 * call to the server's JSON API under /api goes through here, so that
 * - the bearer token of the stored session is sent on every call (`Authorization: Bearer ...`);
 * - every failure becomes one typed `ApiError` with a status, a code and a message a person can
 *   act on, so the UI can always show it (DESIGN.md 4: failed calls are not silent):
 *   an error response `{error: {code, message}}` (server/src/api-types.ts ApiErrorBody) as the
 *   server wrote it, with the stored song of a 409 in `current`; an error answer that is not
 *   ours (a proxy's HTML page) as `http_<status>`; an unreachable server or a connection cut
 *   mid-answer as `network_error` (status 0, "Cannot reach the server ..."); a success answer
 *   that is not JSON as `bad_response`. Only an abort (a superseded request) is passed through
 *   as the AbortError it is;
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

/** The message of an unreachable server (also for uploads sent without fetch). */
export const NETWORK_ERROR_MESSAGE = 'Cannot reach the server. Check the connection and try again.';

/** The ApiError of a request that got no answer: status 0, code `network_error`. */
export function networkError(): ApiError {
  return new ApiError(0, { code: 'network_error', message: NETWORK_ERROR_MESSAGE });
}

/**
 * What to tell the user about any caught failure: an ApiError's message, else a plain Error's,
 * else a generic sentence. For notices and inline messages.
 */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error && error.message !== '') return error.message;
  return 'Something went wrong. Please try again.';
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

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiClient {
  /**
   * Sends `method path` under the base URL; resolves to the parsed JSON body (undefined for 204
   * or an empty body).
   * @throws ApiError for every failure (see the file overview); an AbortError when aborted
   */
  request<T>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  post<T>(path: string, body: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  put<T>(path: string, body: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  delete<T = void>(path: string, options?: Omit<RequestOptions, 'body'>): Promise<T>;
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

/** A body as read: empty, JSON, or something else (a proxy's HTML error page). */
type ReadBody = { kind: 'empty' } | { kind: 'json'; value: unknown } | { kind: 'other' };

/**
 * Reads a body.
 * @throws ApiError `network_error` when the connection breaks before the body has arrived; an
 *   AbortError when the request was aborted meanwhile
 */
async function readBody(response: Response): Promise<ReadBody> {
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw networkError();
  }
  if (text.trim() === '') return { kind: 'empty' };
  try {
    return { kind: 'json', value: JSON.parse(text) as unknown };
  } catch {
    return { kind: 'other' };
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
    method: HttpMethod,
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
      throw networkError();
    }

    const answer = await readBody(response);
    if (response.ok) {
      if (answer.kind === 'json') return answer.value as T;
      if (answer.kind === 'empty') return undefined as T;
      throw new ApiError(response.status, {
        code: 'bad_response',
        message: `The server's answer to ${method} ${path} cannot be read (it is not JSON). Reload the page and try again.`,
      });
    }

    const details = (answer.kind === 'json' ? errorDetails(answer.value) : null) ?? {
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
    delete: <T = void>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('DELETE', path, options),
  };
}

/** The page's api client: same-origin /api, token from the stored session. */
export const api: ApiClient = createApiClient({ session: sessionStore });
