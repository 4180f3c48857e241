/**
 * The route matrix (issue 6 "Proof", DESIGN.md 5 "Access: a test walks every route as
 * anonymous, editor and admin"): every route the Koa router really registers is called by each
 * kind of caller, and the answer is checked against the route's declared access (RouteDoc):
 *
 * - anonymous gets 401 on every route that is not public;
 * - a logged-in user lacking the route's permission (or the admin role) gets 403;
 * - so nobody gets a 2xx from a route they may not use;
 * - a permitted caller gets neither 401 nor 403, and no route answers 5xx to anyone;
 * - a success has the status the RouteDoc declares and a body that passes its `response` schema
 *   (so the OpenAPI document, built from the same RouteDocs, describes what the API answers).
 *
 * It runs on the demo archive (songs, the Bengali songs with their images, songbooks), so the
 * routes meet real data. Nothing here names the routes: path parameters are filled from the
 * data by name (`:id` after `songs` is a Bengali song, after `songbooks` a book holding it,
 * after `users` a user who is not a caller; `:songId` that song, `:name` one of its images or a
 * file of `:folder`), and bodies come from
 * SAMPLE_BODIES keyed by route (for values read from the data, such as a song's version), else
 * the RouteDoc's `example`, else `{}`; a route another engineer adds is covered as soon as it
 * has its RouteDoc. The matrix is printed at the end for a reviewer, with the routes that no
 * permitted caller got a 2xx from (their sample data did not reach the handler's work).
 */

import { mayEdit } from '../middleware/requireEditor.js';
import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { FolderName } from '../dataFolders.js';
import { FOLDER_NAMES } from '../dataFolders.js';
import { ADMIN_ROLE } from '../services/auth/admin.js';
import { permissionsOfUser } from '../services/auth/permissions.js';
import { importDemoArchive } from '../services/demo/importDemo.js';
import { startTestServer, type TestServer } from '../testing/testServer.js';
import { ROUTE_DOCS } from './docs.js';
import { createApiRouter } from './index.js';
import type { RouteAccess, RouteDoc } from './routeDoc.js';
import { type RegisteredRoute, registeredRoutes, routeKey } from './routeList.js';

const PASSWORD = 'matrix horse battery staple';

/** The callers: anonymous, then users with the roles the app ships with (role_permissions). */
const CALLERS = [
  { name: 'anonymous', roles: undefined },
  { name: 'no roles', roles: [] as string[] },
  { name: 'editor', roles: ['editor'] },
  { name: 'admin', roles: [ADMIN_ROLE] },
] as const;
type CallerName = (typeof CALLERS)[number]['name'];

/** What a caller holds, read from the database (not assumed). */
interface Caller {
  name: CallerName;
  username?: string;
  roles: readonly string[];
  permissions: readonly string[];
}

/** The demo data a call is made with, read afresh before each call (an earlier call may change it). */
interface Fixtures {
  song: { id: number; version: number };
  songbookId: number | undefined;
  imageName: string | undefined;
  /** A file name in each known folder that has one. */
  fileIn: Partial<Record<FolderName, string>>;
  /** A user who is none of the callers, for routes about a user (`/users/:id`). */
  userId: number;
  /** Counts calls, for names that must be new (a sign-up). */
  serial: number;
  caller: Caller;
}

/** A request body: JSON, or raw bytes with their type. */
type SampleBody = { json: unknown } | { bytes: Buffer; contentType: string };

let pngBytes: Buffer;

/** The user that routes about a user act on: not a caller, so no caller's rights change. */
const TARGET_USERNAME = 'matrix-target';
const TARGET_USER_ROLES = ['editor'] as const;
let targetUserId: number;

/** Bodies a route needs to get past validation, by `METHOD /path`; others send `{}`. */
const SAMPLE_BODIES: Readonly<Record<string, (fixtures: Fixtures) => SampleBody>> = {
  'POST /auth/login': ({ caller }) => ({ json: { username: caller.username ?? 'matrix-editor', password: PASSWORD } }),
  'POST /auth/signup': ({ serial }) => ({ json: { username: `matrix-signup-${serial}`, password: PASSWORD, repeatPassword: PASSWORD } }),
  // The same password again: the caller can still log in for the next call.
  'POST /auth/password': () => ({ json: { oldPassword: PASSWORD, newPassword: PASSWORD, repeatPassword: PASSWORD } }),
  'PUT /songs/:id': ({ song, caller }) => ({ json: { version: song.version, changes: { notes: `route matrix: ${caller.name}` } } }),
  'POST /songs/:id/approve-bengali': ({ song }) => ({ json: { version: song.version } }),
  'POST /songs/:id/images': () => ({ bytes: pngBytes, contentType: 'image/png' }),
  // The roles the target user has already: the callers' own rights never change.
  'PUT /auth/users/:id/roles': () => ({ json: { roles: [...TARGET_USER_ROLES] } }),
  'PUT /folders/songs/files/:name': () => ({ json: { text: 'X:1\nT:Route matrix\nK:C\nCDEF|\n' } }),
};

/** The segment before each `:param` of a path ('/songbooks/:id/songs/:songId' -> id: songbooks). */
function segmentBefore(routePath: string, name: string): string | undefined {
  const segments = routePath.split('/');
  const index = segments.indexOf(`:${name}`);
  return index > 0 ? segments[index - 1] : undefined;
}

/** The folder a route's files live in: `:folder` is filled with `songs`, or the path names one. */
const PARAM_FOLDER: FolderName = 'songs';
function folderOf(routePath: string): FolderName | undefined {
  if (routePath.includes('/:folder/')) return PARAM_FOLDER;
  return FOLDER_NAMES.find((folder) => routePath.includes(`/folders/${folder}/`));
}

/**
 * A value for path parameter `name` of `routePath`, from the data: `:songId` the song, `:folder`
 * PARAM_FOLDER, `:name` a file of the route's folder or else an image, any other parameter the
 * record of the resource named before it (a songbook after `songbooks`, the target user after
 * `users`, else the song).
 */
function paramValue(routePath: string, name: string, fixtures: Fixtures): string {
  switch (name) {
    case 'songId':
      return String(fixtures.song.id);
    case 'folder':
      return PARAM_FOLDER;
    case 'name': {
      const folder = folderOf(routePath);
      if (folder !== undefined) return fixtures.fileIn[folder] ?? 'none.abc';
      return fixtures.imageName ?? 'none.png';
    }
    default:
      if (segmentBefore(routePath, name) === 'songbooks') return String(fixtures.songbookId ?? 0);
      if (segmentBefore(routePath, name) === 'users') return String(fixtures.userId);
      return String(fixtures.song.id);
  }
}

/** The concrete path of a route under /api. */
function concretePath(route: RegisteredRoute, fixtures: Fixtures): string {
  return '/api' + route.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => encodeURIComponent(paramValue(route.path, name, fixtures)));
}

/** Whether `caller` may use a route with `access`. */
function mayCall(access: RouteAccess, caller: Caller): boolean {
  switch (access.kind) {
    case 'public':
      return true;
    case 'user':
      return caller.name !== 'anonymous';
    case 'permission':
      return caller.permissions.includes(access.permission);
    case 'editor':
      return mayEdit(caller.roles);
    case 'admin':
      return caller.roles.includes(ADMIN_ROLE);
  }
}

/** The status a caller who may not use a route must get: 401 without a login, else 403. */
function refusalStatus(caller: Caller): number {
  return caller.name === 'anonymous' ? 401 : 403;
}

let server: TestServer;
let routes: RegisteredRoute[];
const callers: Caller[] = [];
/** status per route key, per caller, in call order */
const matrix = new Map<string, Map<CallerName, number>>();
let serial = 0;

/** Whether `query` finds a row; true when its table does not exist (nothing to prefer then). */
async function hasRow(query: Promise<unknown>): Promise<boolean> {
  return query.then((row) => row !== undefined).catch(() => true);
}

/**
 * The song calls are made with: the first Bengali song that still stands in a songbook and
 * still has an image, so that a caller after one whose call took them away (DELETE) meets a
 * song that has them again.
 */
async function pickSong(): Promise<{ id: number; version: number }> {
  const db = server.db;
  const candidates = await db('songs').where({ language: 'B' }).orderBy('id').select<{ id: number; version: number }[]>('id', 'version');
  if (candidates.length === 0) throw new Error('The demo import gave no Bengali song');
  for (const candidate of candidates) {
    const inBook = await hasRow(db('songbook_songs').where({ song_id: candidate.id }).first('song_id'));
    const withImage = await hasRow(db('song_image_links').where({ song_id: candidate.id }).first('song_id'));
    if (inBook && withImage) return candidate;
  }
  return candidates[0]!;
}

async function readFixtures(caller: Caller): Promise<Fixtures> {
  const db = server.db;
  const song = await pickSong();
  // A book holding the song, else any book; undefined when there are no songbook tables.
  const holding = await db('songbook_songs').where({ song_id: song.id }).first<{ songbook_id: number } | undefined>('songbook_id').catch(() => undefined);
  const anyBook = await db('songbooks').first<{ id: number } | undefined>('id').catch(() => undefined);
  const songbookId = holding?.songbook_id ?? anyBook?.id;
  const linked = await db('song_image_links as links')
    .join('song_images as images', 'images.id', 'links.image_id')
    .where('links.song_id', song.id)
    .first<{ name: string } | undefined>('images.name')
    .catch(() => undefined);
  const anyImage = linked ?? (await db('song_images').first<{ name: string } | undefined>('name'));
  const fileIn: Partial<Record<FolderName, string>> = {};
  for (const folder of FOLDER_NAMES) {
    const entries = await readdir(server.config.folders[folder], { withFileTypes: true });
    const file = entries.find((entry) => entry.isFile() && !entry.name.startsWith('.'));
    if (file !== undefined) fileIn[folder] = file.name;
  }
  serial += 1;
  return {
    song: { id: Number(song.id), version: Number(song.version) },
    songbookId: songbookId === undefined ? undefined : Number(songbookId),
    imageName: anyImage?.name,
    fileIn,
    userId: targetUserId,
    serial,
    caller,
  };
}

/** A fresh token for `caller` (a logout or password change by an earlier call revokes older ones). */
async function tokenOf(caller: Caller): Promise<string | undefined> {
  if (caller.username === undefined) return undefined;
  const response = await server.http.post('/api/auth/login').send({ username: caller.username, password: PASSWORD });
  if (response.status !== 200) throw new Error(`login of ${caller.username} answered ${response.status}`);
  return (response.body as { token: string }).token;
}

/** Calls `route` as `caller` with the sample body; the answer's status. */
/** What a call answered. */
interface Answer {
  status: number;
  contentType: string;
  body: unknown;
}

async function call(route: RegisteredRoute, caller: Caller): Promise<Answer> {
  const fixtures = await readFixtures(caller);
  const token = await tokenOf(caller);
  const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  let request = server.http[method](concretePath(route, fixtures));
  if (token !== undefined) request = request.set('Authorization', `Bearer ${token}`);
  if (route.method !== 'GET' && route.method !== 'DELETE') {
    const example = docOf(route)?.example;
    const body = SAMPLE_BODIES[routeKey(route)]?.(fixtures) ?? { json: example ?? {} };
    request = 'json' in body ? request.send(body.json as object) : request.set('Content-Type', body.contentType).send(body.bytes);
  }
  const response = await request;
  return { status: response.status, contentType: String(response.headers['content-type'] ?? ''), body: response.body as unknown };
}

/**
 * Why a success answer disagrees with the route's declaration, or undefined when it agrees: the
 * declared status (200 unless `status` says otherwise), a body that passes `response`, or the
 * declared non-JSON media type.
 */
function successMismatch(doc: RouteDoc, answer: Answer): string | undefined {
  const expected = doc.status ?? 200;
  if (answer.status !== expected) return `${answer.status}, but the RouteDoc declares ${expected}`;
  if (doc.responseMediaType !== undefined) {
    return answer.contentType.startsWith(doc.responseMediaType) ? undefined : `a ${answer.contentType} answer, not ${doc.responseMediaType}`;
  }
  if (doc.response === undefined) return undefined;
  const parsed = doc.response.safeParse(answer.body);
  return parsed.success ? undefined : `an answer that fails the RouteDoc's response schema: ${parsed.error.issues[0]?.path.join('.')}: ${parsed.error.issues[0]?.message}`;
}

function docOf(route: RegisteredRoute): RouteDoc | undefined {
  return ROUTE_DOCS.find((doc) => doc.method === route.method && doc.path === route.path);
}

/** The matrix as a text table: one row per route, one column per caller. */
function matrixTable(): string {
  const header = ['route', 'access', ...CALLERS.map((caller) => caller.name)];
  const rows = routes.map((route) => {
    const doc = docOf(route);
    const access = doc === undefined ? '?' : doc.access.kind === 'permission' ? `'${doc.access.permission}'` : doc.access.kind;
    const statuses = matrix.get(routeKey(route));
    return [routeKey(route), access, ...CALLERS.map((caller) => String(statuses?.get(caller.name) ?? '-'))];
  });
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => row[column]!.length)));
  return [header, ...rows].map((row) => row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ').trimEnd()).join('\n');
}

beforeAll(async () => {
  server = await startTestServer();
  const imported = await importDemoArchive(server.db, server.config.corpusDir, { folders: server.config.folders });
  expect(imported.status).toBe('imported');
  // A file in every folder, so routes that read one by name meet a real file.
  await writeFile(path.join(server.config.folders.songs, 'route-matrix.abc'), 'X:1\nT:Route matrix\nC:2026-11-22\nK:C\nCDEF|\n');
  pngBytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#808080' } }).png().toBuffer();
  for (const { name, roles } of CALLERS) {
    if (roles === undefined) {
      callers.push({ name, roles: [], permissions: [] });
      continue;
    }
    const username = `matrix-${name.replace(/\s+/g, '-')}`;
    const login = await server.userWithToken(username, PASSWORD, [...roles]);
    callers.push({ name, username, roles: login.user.roles, permissions: await permissionsOfUser(server.db, login.user.id) });
  }
  targetUserId = (await server.userWithToken(TARGET_USERNAME, PASSWORD, [...TARGET_USER_ROLES])).user.id;
  routes = registeredRoutes(createApiRouter({ db: server.db, config: server.config }));
}, 120_000);

afterAll(async () => {
  if (matrix.size > 0) {
    const unexercised = [...matrix].filter(([, statuses]) => ![...statuses.values()].some((status) => status >= 200 && status < 300));
    const note = unexercised.length === 0 ? '' : `\nNo 2xx for (add a RouteDoc example or a sample body): ${unexercised.map(([key]) => key).join(', ')}`;
    console.log(`Route matrix: ${routes.length} routes x ${CALLERS.length} callers = ${routes.length * CALLERS.length} calls\n${matrixTable()}${note}`);
  }
  await server.close();
});

describe('the route matrix', () => {
  it('has a RouteDoc for every route the router registers, and a route for every RouteDoc', () => {
    const registered = routes.map(routeKey);
    const documented = ROUTE_DOCS.map((doc) => `${doc.method} ${doc.path}`);
    expect(registered.filter((key) => !documented.includes(key)), 'routes without a RouteDoc').toEqual([]);
    expect(documented.filter((key) => !registered.includes(key)), 'RouteDocs without a route').toEqual([]);
    expect(new Set(documented).size, 'one RouteDoc per route').toBe(documented.length);
  });

  it('gives the callers the roles and permissions the app ships with', () => {
    const byName = new Map(callers.map((caller) => [caller.name, caller]));
    expect(byName.get('editor')!.permissions).not.toContain('Approve Bengali');
    expect(byName.get('editor')!.permissions.length).toBeGreaterThan(0);
    expect(byName.get('admin')!.permissions).toContain('Approve Bengali');
    expect(byName.get('no roles')!.permissions).toEqual([]);
  });

  it('answers each caller as the route declares: 401 anonymous, 403 without the right, never 2xx to a refused caller, never 5xx; a success has the declared status and shape', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      const doc = docOf(route);
      if (doc === undefined) continue; // reported by the first test
      const statuses = new Map<CallerName, number>();
      matrix.set(routeKey(route), statuses);
      for (const caller of callers) {
        const answer = await call(route, caller);
        const status = answer.status;
        statuses.set(caller.name, status);
        const where = `${routeKey(route)} as ${caller.name} (${doc.access.kind === 'permission' ? doc.access.permission : doc.access.kind})`;
        if (status >= 500) failures.push(`${where}: ${status}`);
        else if (mayCall(doc.access, caller)) {
          if (status === 401 || status === 403) failures.push(`${where}: ${status}, but the caller may use it`);
          const mismatch = status >= 200 && status < 300 ? successMismatch(doc, answer) : undefined;
          if (mismatch !== undefined) failures.push(`${where}: ${mismatch}`);
        } else if (status !== refusalStatus(caller)) {
          failures.push(`${where}: ${status}, expected ${refusalStatus(caller)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    // The matrix is not vacuous: permitted callers got real answers.
    const successes = [...matrix.values()].flatMap((statuses) => [...statuses.values()]).filter((status) => status >= 200 && status < 300);
    expect(successes.length).toBeGreaterThan(routes.length);
  }, 120_000);
});
