/**
 * @fileoverview Images of songs (app-spec 2.2 source-image panel, 3 "Song image", 7 "Image
 * delete", "Image add to song"; DESIGN.md 5 "Uploads"). Thin: each handler validates its path
 * with the shared schemas and calls services/images/.
 *
 * - `GET /api/songs/:id/images` -> 200 SongImagesResponse; 400 invalid_id; 404 song_not_found.
 * - `POST /api/songs/:id/images?filename=` with the image's raw bytes as the body -> 201
 *   SongImageResponse; 413 image_too_large; 415 image_type_refused; 422 image_unreadable; 404.
 * - `POST /api/songs/:id/images/:name` -> 200 SongImageResponse: attaches an image the server
 *   holds (the wizard's "match image with song"); 404 image_not_found or song_not_found.
 * - `DELETE /api/songs/:id/images/:name` -> 204: takes it off the song's list (app-spec 4); the
 *   file is moved aside to UNASSIGNED, not deleted (services/images/imageLinks.ts says why).
 * - `GET /api/images/:name/songs` -> 200 ImageSongsResponse ("Songs in this image").
 * - `GET /api/images/stats` -> 200 UploadStats (app-spec 7 "Upload stats").
 * - `POST /api/images/check` -> 200 ImageCheckResponse (app-spec 7 "Image checks"; admin only,
 *   403 forbidden otherwise): services/images/imageChecks.ts.
 *
 * Why a raw body rather than multipart/form-data: an upload is one file and nothing else, so a
 * multipart parser (and its dependency, its temporary files and its many-part edge cases) buys
 * nothing; the raw body is read with a byte cap (readUpload.ts), the browser's XMLHttpRequest
 * still reports progress, and the type is read from the bytes whatever Content-Type says.
 * The uploader's file name travels in `?filename=`, for display only.
 *
 * Every route needs a logged-in user (mounted after the token guard): attaching, uploading and
 * taking images off songs is the transcriber's everyday work, and app-spec 6 names no
 * permission for it; the image check, which rewrites files in every folder, needs the admin
 * role. The declarations are `imagesRouteDocs`.
 */

import Router from '@koa/router';

import {
  ImageCheckResponse,
  ImageParams,
  ImageSongsResponse,
  ImageUploadBody,
  ImageUploadQuery,
  type SongImage,
  SongImageParams,
  SongImageResponse,
  SongImagesParams,
  SongImagesResponse,
  UploadStats,
} from '../api-types.js';
import { ApiError } from '../errors/ApiError.js';
import { parseOrThrow } from '../errors/validation.js';
import type { AppState } from '../http.js';
import { currentUser } from '../middleware/requireAuth.js';
import { ADMIN_ROLE } from '../services/auth/admin.js';
import { checkImages } from '../services/images/imageChecks.js';
import { createImageLinks } from '../services/images/imageLinks.js';
import { cacheBustedImageUrl, createImageStore } from '../services/images/imageStore.js';
import { readUpload } from '../services/images/readUpload.js';
import { uploadStats } from '../services/images/uploadStats.js';
import { DEFAULT_IMAGE_LIMITS, type ImageLimits } from '../services/images/reencode.js';
import type { RouteDeps } from './deps.js';
import type { RouteDoc } from './routeDoc.js';
import { parseSongId } from './songs.js';
import { requireEditor } from '../middleware/requireEditor.js';

const IMAGE_ERRORS = ['image_type_refused', 'image_too_large', 'image_unreadable'] as const;

/** What every image route declares (routes/docs.ts; DESIGN.md 4). */
export const imagesRouteDocs: readonly RouteDoc[] = [
  {
    method: 'GET',
    path: '/songs/:id/images',
    summary: "The song's source images, in the order they were attached",
    access: { kind: 'user' },
    params: SongImagesParams,
    response: SongImagesResponse,
    errors: ['invalid_id', 'song_not_found'],
  },
  {
    method: 'POST',
    path: '/songs/:id/images',
    summary: 'Uploads a JPEG, PNG or WebP image (the raw bytes as the body) and attaches it to the song',
    access: { kind: 'editor' },
    params: SongImagesParams,
    query: ImageUploadQuery,
    body: ImageUploadBody,
    bodyMediaType: 'application/octet-stream',
    response: SongImageResponse,
    status: 201,
    errors: ['invalid_id', 'song_not_found', ...IMAGE_ERRORS],
  },
  {
    method: 'POST',
    path: '/songs/:id/images/:name',
    summary: 'Attaches an image the server holds to the song (match image with song)',
    access: { kind: 'editor' },
    params: SongImageParams,
    response: SongImageResponse,
    errors: ['invalid_id', 'validation_failed', 'song_not_found', 'image_not_found'],
  },
  {
    method: 'DELETE',
    path: '/songs/:id/images/:name',
    summary: "Takes the image off the song's list; an image on no song is kept in UNASSIGNED",
    access: { kind: 'editor' },
    params: SongImageParams,
    status: 204,
    errors: ['invalid_id', 'validation_failed', 'image_not_found'],
  },
  {
    method: 'GET',
    path: '/images/:name/songs',
    summary: 'The image and the songs it belongs to (Songs in this image)',
    access: { kind: 'user' },
    params: ImageParams,
    response: ImageSongsResponse,
    errors: ['validation_failed', 'image_not_found'],
  },
  {
    method: 'POST',
    path: '/images/check',
    summary: 'Image check: records files put into the image folders by hand, lists records whose file is gone',
    access: { kind: 'admin' },
    response: ImageCheckResponse,
  },
  {
    method: 'GET',
    path: '/images/stats',
    summary: 'Upload stats: songs, songs with images, images kept and images uploaded by users',
    access: { kind: 'user' },
    response: UploadStats,
  },
];

/** An image as the API answers it: with its cache-busting URL (app-spec 7). */
function forClient(image: SongImage): SongImage {
  return { ...image, url: cacheBustedImageUrl(image) };
}

/** The request's Content-Length as a number, when it sent one. */
function declaredLength(header: string | undefined): number | undefined {
  return header !== undefined && /^\d+$/.test(header) ? Number(header) : undefined;
}

export interface ImagesRouterOptions {
  /** The caps of an upload; DEFAULT_IMAGE_LIMITS unless a test needs smaller ones. */
  limits?: ImageLimits;
}

export function createImagesRouter({ db, config }: RouteDeps, { limits = DEFAULT_IMAGE_LIMITS }: ImagesRouterOptions = {}): Router<AppState> {
  const router = new Router<AppState>();
  const images = createImageStore({ db, folders: config.folders, limits });
  const links = createImageLinks({ db, folders: config.folders });

  /** @throws ApiError 404 song_not_found */
  const requireSong = async (songId: number): Promise<void> => {
    if ((await db('songs').where({ id: songId }).first('id')) === undefined) throw ApiError.of('song_not_found');
  };

  router.get('/songs/:id/images', async (ctx) => {
    const songId = parseSongId(ctx.params.id);
    await requireSong(songId);
    const response: SongImagesResponse = { images: (await images.listForSong(songId)).map(forClient) };
    ctx.body = response;
  });

  router.post('/songs/:id/images', requireEditor(), async (ctx) => {
    const songId = parseSongId(ctx.params.id);
    const { filename } = parseOrThrow(ImageUploadQuery, ctx.query);
    // Before reading the body: an upload to a song that does not exist costs nothing.
    await requireSong(songId);
    const bytes = await readUpload(ctx.req, limits.maxInputBytes, declaredLength(ctx.get('Content-Length') || undefined));
    const image = await images.store(bytes, { songId, originalName: filename, createdBy: currentUser(ctx).id });
    const response: SongImageResponse = { image: forClient(image) };
    ctx.status = 201;
    ctx.body = response;
  });

  router.post('/songs/:id/images/:name', requireEditor(), async (ctx) => {
    const songId = parseSongId(ctx.params.id);
    const { name } = parseOrThrow(SongImageParams, ctx.params);
    const response: SongImageResponse = { image: forClient(await links.attach(name, songId, currentUser(ctx).id)) };
    ctx.body = response;
  });

  router.delete('/songs/:id/images/:name', requireEditor(), async (ctx) => {
    const songId = parseSongId(ctx.params.id);
    const { name } = parseOrThrow(SongImageParams, ctx.params);
    await links.detach(name, songId);
    ctx.status = 204;
  });

  router.post('/images/check', async (ctx) => {
    const user = currentUser(ctx);
    // It rewrites files of every folder: an administrator's task (app-spec 6 "Tools ... admin").
    if (!user.roles.includes(ADMIN_ROLE)) throw ApiError.of('forbidden', 'Only an administrator can run the image check');
    const result = await checkImages({ db, folders: config.folders, limits, userId: user.id });
    const response: ImageCheckResponse = { ...result, added: result.added.map(forClient), missing: result.missing.map(forClient) };
    ctx.body = response;
  });

  router.get('/images/stats', async (ctx) => {
    const response: UploadStats = await uploadStats(db);
    ctx.body = response;
  });

  router.get('/images/:name/songs', async (ctx) => {
    const { name } = parseOrThrow(ImageParams, ctx.params);
    const { image, songs } = await links.songsOf(name);
    const response: ImageSongsResponse = { image: forClient(image), songs };
    ctx.body = response;
  });

  return router;
}
