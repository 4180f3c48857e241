import { describe, expect, it } from 'vitest';
import type { ApiErrorBody, LoginResponse, Song } from '../../../server/src/api-types.ts';
import { createMemoryStorage } from '../testing/memoryStorage.ts';
import { ApiError, createApiClient, errorMessage, isAbortError, NETWORK_ERROR_MESSAGE } from './api.ts';
import { createSessionStore } from './session.ts';

/** What the mock server saw. */
interface SeenRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
}

/** A fetch that records each request and answers with `respond`. */
function mockFetch(respond: (request: SeenRequest) => Response | Promise<Response>) {
  const seen: SeenRequest[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request: SeenRequest = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers: { ...(init?.headers as Record<string, string>) },
      body: init?.body as string | undefined,
    };
    seen.push(request);
    return respond(request);
  }) as typeof fetch;
  return { fetchImpl, seen };
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const session: LoginResponse = {
  token: 'the-token',
  issuedAt: '2026-11-22T09:00:00Z',
  expiresAt: '2999-01-01T00:00:00Z',
  user: { id: 1, username: 'editor', roles: [] },
};

const storedSong: Song = {
  id: 7,
  title: 'Oh! Susanna',
  date: '1848-01-01',
  language: 'E',
  nr2000: null,
  text: '',
  abc_source: 'X:1\nT:Oh! Susanna\nK:D\nDE|F2A2|\n',
  abc_lyrics: '',
  notes: '',
  translation: '',
  repo_id: null,
  file_name: null,
  version: 4,
  updated_at: '2026-11-22T09:30:00Z',
  workflow_status: null,
};

function setup(respond: (request: SeenRequest) => Response | Promise<Response>, loggedIn = true) {
  const sessions = createSessionStore(createMemoryStorage());
  if (loggedIn) sessions.start(session);
  const { fetchImpl, seen } = mockFetch(respond);
  const api = createApiClient({ fetch: fetchImpl, session: sessions });
  return { api, seen, sessions };
}

describe('api client', () => {
  it('sends the stored token as a bearer token and encodes the query', async () => {
    const { api, seen } = setup(() => json(200, { items: [], total: 0, limit: 20, offset: 0 }));
    await api.get('/songs', { query: { q: 'আমার সোনার & more', limit: 20, offset: undefined } });
    expect(seen[0]?.headers.Authorization).toBe('Bearer the-token');
    const url = new URL(seen[0]!.url, 'http://localhost');
    expect(url.pathname).toBe('/api/songs');
    expect(url.searchParams.get('q')).toBe('আমার সোনার & more');
    expect(url.searchParams.get('limit')).toBe('20');
    expect(url.searchParams.has('offset')).toBe(false);
  });

  it('sends a JSON body and returns the parsed answer', async () => {
    const { api, seen } = setup((request) => json(200, { song: { ...storedSong, version: 5 }, echo: JSON.parse(request.body!) }));
    const answer = await api.put<{ song: Song; echo: unknown }>('/songs/7', { version: 4, changes: { abc_source: 'X:1' } });
    expect(seen[0]?.method).toBe('PUT');
    expect(seen[0]?.headers['Content-Type']).toBe('application/json');
    expect(answer.song.version).toBe(5);
    expect(answer.echo).toEqual({ version: 4, changes: { abc_source: 'X:1' } });
  });

  it('turns an error body into an ApiError with code, status and message', async () => {
    const body: ApiErrorBody = { error: { code: 'song_not_found', message: 'There is no song with this id' } };
    const { api } = setup(() => json(404, body));
    const error = await api.get('/songs/999').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'song_not_found', status: 404, message: 'There is no song with this id' });
  });

  it('carries the stored song of a 409 in `current`', async () => {
    const body: ApiErrorBody = {
      error: { code: 'version_conflict', message: 'Someone else saved this song', current: { ...storedSong, version: 6 } },
    };
    const { api, sessions } = setup(() => json(409, body));
    const error = (await api.put('/songs/7', { version: 4, changes: {} }).catch((caught: unknown) => caught)) as ApiError;
    expect(error.status).toBe(409);
    expect(error.current?.version).toBe(6);
    expect(sessions.get()).not.toBeNull();
  });

  it('ends the session on a 401 from a call that sent the token', async () => {
    const { api, sessions } = setup(() => json(401, { error: { code: 'unauthorized', message: 'Please log in' } }));
    const error = (await api.get('/songs/7').catch((caught: unknown) => caught)) as ApiError;
    expect(error.code).toBe('unauthorized');
    expect(sessions.get()).toBeNull();
    expect(sessions.lastEndReason()).toBe('expired');
  });

  it('keeps the session and sends no token on an anonymous call (a wrong password is a 401 too)', async () => {
    const { api, seen, sessions } = setup(() =>
      json(401, { error: { code: 'invalid_credentials', message: 'Wrong username or password' } }),
    );
    const error = (await api.post('/auth/login', { username: 'x', password: 'y' }, { anonymous: true }).catch(
      (caught: unknown) => caught,
    )) as ApiError;
    expect(error.message).toBe('Wrong username or password');
    expect(seen[0]?.headers.Authorization).toBeUndefined();
    expect(sessions.get()).not.toBeNull();
  });

  it('explains an error whose body is not JSON (a proxy page) by its status', async () => {
    const { api } = setup(() => new Response('<html>Bad Gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    const error = (await api.get('/songs').catch((caught: unknown) => caught)) as ApiError;
    expect(error).toMatchObject({ code: 'http_502', status: 502, message: 'The server answered 502 Bad Gateway' });
  });

  it('reports an unreachable server as status 0', async () => {
    const { api } = setup(() => Promise.reject(new TypeError('fetch failed')));
    const error = (await api.get('/songs').catch((caught: unknown) => caught)) as ApiError;
    expect(error).toMatchObject({ code: 'network_error', status: 0, message: NETWORK_ERROR_MESSAGE });
    expect(error.message).toMatch(/^Cannot reach the server/);
  });

  it('reports a connection cut while the answer arrives as a network error', async () => {
    const broken = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"song":'));
        controller.error(new TypeError('terminated'));
      },
    });
    const { api } = setup(() => new Response(broken, { status: 200, headers: { 'Content-Type': 'application/json' } }));
    const error = (await api.get('/songs/1').catch((caught: unknown) => caught)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'network_error', status: 0 });
  });

  it('refuses a success answer that is not JSON (the client page served for a wrong path) with a readable error', async () => {
    const { api } = setup(() => new Response('<!doctype html><title>Swaralipi</title>', { status: 200, headers: { 'Content-Type': 'text/html' } }));
    const error = (await api.get('/songs/1').catch((caught: unknown) => caught)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'bad_response', status: 200 });
    expect(error.message).toContain('GET /songs/1');
  });

  it('sends DELETE through the delete helper and resolves its 204', async () => {
    const { api, seen } = setup(() => new Response(null, { status: 204 }));
    await expect(api.delete('/songs/3/images/a.png')).resolves.toBeUndefined();
    expect(seen[0]).toMatchObject({ method: 'DELETE', url: '/api/songs/3/images/a.png' });
  });

  it('gives every caught failure a message to show', () => {
    expect(errorMessage(new ApiError(403, { code: 'forbidden', message: "You need the permission 'Approve Bengali' to do this" }))).toBe(
      "You need the permission 'Approve Bengali' to do this",
    );
    expect(errorMessage(new Error('Worker crashed'))).toBe('Worker crashed');
    expect(errorMessage('???')).toBe('Something went wrong. Please try again.');
  });

  it('passes an abort through unchanged, so callers can ignore superseded requests', async () => {
    const { api } = setup(() => Promise.reject(new DOMException('The operation was aborted.', 'AbortError')));
    const error = await api.get('/songs').catch((caught: unknown) => caught);
    expect(isAbortError(error)).toBe(true);
  });

  it('resolves a 204 to undefined', async () => {
    const { api } = setup(() => new Response(null, { status: 204 }));
    await expect(api.post('/anything', {})).resolves.toBeUndefined();
  });
});
