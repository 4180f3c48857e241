/**
 * @fileoverview Reads an upload's raw body (`POST /api/songs/:id/images`, routes/images.ts) into
 * memory with a byte cap, so a client cannot make the server buffer more than the image limit
 * (DESIGN.md 5 "sizes capped"). The declared Content-Length is checked before a byte is read,
 * and the bytes actually sent are counted too (a body may be chunked or lie about its length).
 *
 * Usage examples: readUpload.test.ts.
 */

import { ApiError } from '../../errors/ApiError.js';

/**
 * Collects `body` into one buffer of at most `maxBytes`.
 * @param declaredLength the request's Content-Length, when it has one
 * @throws ApiError 413 `image_too_large` past `maxBytes` (reading stops there);
 *   415 `image_type_refused` for an empty body; 400 `bad_request` when the body breaks off
 */
export async function readUpload(body: AsyncIterable<Uint8Array | string>, maxBytes: number, declaredLength?: number): Promise<Buffer> {
  const tooLarge = (): ApiError => ApiError.of('image_too_large', `The image is larger than ${Math.floor(maxBytes / (1024 * 1024))} MiB`);
  if (declaredLength !== undefined && declaredLength > maxBytes) throw tooLarge();
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of body) {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      total += bytes.byteLength;
      if (total > maxBytes) throw tooLarge();
      chunks.push(bytes);
    }
  } catch (error) {
    // A connection closed mid-upload is the client's doing, not a server fault (no 500).
    throw error instanceof ApiError ? error : ApiError.of('bad_request', 'The upload was interrupted before the whole file arrived', undefined, { cause: error });
  }
  if (total === 0) throw ApiError.of('image_type_refused', 'The upload is empty: send the image file as the request body');
  return Buffer.concat(chunks, total);
}
