import { describe, expect, it } from 'vitest';

import { ApiError } from '../../errors/ApiError.js';
import { readUpload } from './readUpload.js';

/** A body sent in `count` chunks of `size` bytes, counting how many were read. */
function chunked(count: number, size: number) {
  const state = { read: 0 };
  async function* body() {
    for (let index = 0; index < count; index += 1) {
      state.read += 1;
      yield new Uint8Array(size).fill(index);
    }
  }
  return { body: body(), state };
}

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(() => undefined, (reason: unknown) => reason);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('readUpload', () => {
  it('joins the chunks of a body within the cap', async () => {
    const { body } = chunked(3, 4);
    expect([...(await readUpload(body, 12))]).toEqual([0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2]);
  });

  it('stops reading at the first chunk past the cap, even when no length was declared', async () => {
    const { body, state } = chunked(1000, 1024);
    expect(await refusal(readUpload(body, 10 * 1024))).toMatchObject({ code: 'image_too_large', status: 413 });
    expect(state.read).toBe(11);
  });

  it('refuses a declared length over the cap before reading anything, and an empty body', async () => {
    const { body, state } = chunked(2, 10);
    expect(await refusal(readUpload(body, 2 * 1024 * 1024, 3 * 1024 * 1024))).toMatchObject({ code: 'image_too_large', message: 'The image is larger than 2 MiB' });
    expect(state.read).toBe(0);
    expect(await refusal(readUpload(chunked(0, 0).body, 10))).toMatchObject({ code: 'image_type_refused', status: 415 });
  });

  it('turns a body that breaks off into a 400, not a server error', async () => {
    async function* broken() {
      yield new Uint8Array(4);
      throw Object.assign(new Error('aborted'), { code: 'ECONNRESET' });
    }
    expect(await refusal(readUpload(broken(), 100))).toMatchObject({ code: 'bad_request', status: 400, message: 'The upload was interrupted before the whole file arrived' });
  });
});
