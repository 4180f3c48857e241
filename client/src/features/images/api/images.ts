/**
 * @fileoverview The image calls of the source-image panel and the wizard (app-spec 7: "Image
 * delete", "Image add to song"; routes/images.ts on the server). JSON calls go through the app's
 * one request helper (lib/api.ts); the upload uses XMLHttpRequest because fetch cannot report
 * upload progress, and turns its failures into the same `ApiError`.
 */

import type {
  ImageCheckResponse,
  ImageSongsResponse,
  SongImage,
  SongImageResponse,
  SongImagesResponse,
  UploadStats,
} from '../../../../../server/src/api-types.ts';
import { api, ApiError, type ApiClient } from '../../../lib/api.ts';
import { sessionStore } from '../../../lib/session.ts';

/** The image calls, over an api client (tests pass one with a mocked fetch). */
export interface ImagesApi {
  /** The song's images, in the order they were attached. */
  list(songId: number): Promise<SongImage[]>;
  /** Takes `name` off the song's list (the server keeps the file; see routes/images.ts). */
  remove(songId: number, name: string): Promise<void>;
  /** Attaches an image the server already holds to the song ("match image with song"). */
  attach(songId: number, name: string): Promise<SongImage>;
  /** The image and the songs it belongs to ("Songs in this image"). */
  songsOf(name: string): Promise<ImageSongsResponse>;
  /** The image check (app-spec 7; admin only): records files put into the folders by hand. */
  check(): Promise<ImageCheckResponse>;
  /** Upload stats (app-spec 3): songs, songs with images, images kept, images users uploaded. */
  stats(): Promise<UploadStats>;
}

const songImagesPath = (songId: number): string => `/songs/${songId}/images`;

/** The image calls over `client`. */
export function createImagesApi(client: ApiClient): ImagesApi {
  return {
    list: async (songId) => (await client.get<SongImagesResponse>(songImagesPath(songId))).images,
    remove: async (songId, name) => {
      await client.request<void>('DELETE', `${songImagesPath(songId)}/${encodeURIComponent(name)}`);
    },
    attach: async (songId, name) =>
      (await client.post<SongImageResponse>(`${songImagesPath(songId)}/${encodeURIComponent(name)}`, {})).image,
    songsOf: (name) => client.get<ImageSongsResponse>(`/images/${encodeURIComponent(name)}/songs`),
    check: () => client.post<ImageCheckResponse>('/images/check', {}),
    stats: () => client.get<UploadStats>('/images/stats'),
  };
}

/** The page's image calls. */
export const imagesApi: ImagesApi = createImagesApi(api);

/** How far an upload is: bytes sent of the whole. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

/** The error of a finished upload request that did not succeed. */
function uploadError(request: XMLHttpRequest): ApiError {
  let details: { code?: unknown; message?: unknown } | undefined;
  try {
    details = (JSON.parse(request.responseText) as { error?: typeof details }).error;
  } catch {
    details = undefined;
  }
  if (typeof details?.code === 'string' && typeof details.message === 'string') {
    return new ApiError(request.status, { code: details.code, message: details.message });
  }
  return new ApiError(request.status, {
    code: `http_${request.status}`,
    message: `The server answered ${request.status} ${request.statusText}`.trim(),
  });
}

/**
 * Uploads `file` as the body of `POST /api/songs/:id/images` and reports progress.
 * @returns the stored image
 * @throws ApiError: the server's (415 image_type_refused, 413 image_too_large, 422
 *   image_unreadable, 404 song_not_found ...), `network_error` (status 0), or an AbortError
 *   DOMException when `signal` aborts
 */
export function uploadSongImage(
  songId: number,
  file: Blob & { name?: string },
  options: { onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal } = {},
): Promise<SongImage> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    const query = file.name === undefined || file.name === '' ? '' : `?filename=${encodeURIComponent(file.name)}`;
    request.open('POST', `/api${songImagesPath(songId)}${query}`);
    request.setRequestHeader('Accept', 'application/json');
    // The server reads the type from the bytes; this only says they are not JSON.
    request.setRequestHeader('Content-Type', 'application/octet-stream');
    const token = sessionStore.get()?.token;
    if (token !== undefined) request.setRequestHeader('Authorization', `Bearer ${token}`);

    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.({ loaded: event.loaded, total: event.total });
    };
    request.onload = () => {
      if (request.status === 201) {
        resolve((JSON.parse(request.responseText) as SongImageResponse).image);
        return;
      }
      // A refused token ends the session, as every other call does (lib/api.ts).
      if (request.status === 401) sessionStore.end('expired');
      reject(uploadError(request));
    };
    request.onerror = () =>
      reject(new ApiError(0, { code: 'network_error', message: 'Could not reach the server. Check the connection and try again.' }));
    request.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    options.signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(file);
  });
}
