import { describe, expect, it } from 'vitest';

import { ApiError } from '../errors/ApiError.js';
import { ERROR_CATALOGUE } from '../errors/catalogue.js';
import { toApiError } from './errorHandler.js';

describe('toApiError', () => {
  it('keeps an ApiError as it is', () => {
    const error = ApiError.of('song_not_found');
    expect(toApiError(error)).toBe(error);
  });

  it('gives HTTP errors of Koa and its routers a catalogue code', () => {
    const tooLarge = Object.assign(new Error('request entity too large'), { status: 413 });
    expect(toApiError(tooLarge)).toMatchObject({ code: 'payload_too_large', status: 413 });
    const teapot = Object.assign(new Error("I'm a teapot"), { statusCode: 418 });
    expect(toApiError(teapot)).toMatchObject({ code: 'http_418', status: 418, message: "I'm a teapot" });
  });

  it('hides every other failure behind a 500 internal_error', () => {
    for (const thrown of [new Error('SQLITE_ERROR: no such table'), 'a string', undefined, { status: 503 }]) {
      expect(toApiError(thrown)).toMatchObject({ code: 'internal_error', status: 500, message: ERROR_CATALOGUE.internal_error.message });
    }
  });
});

describe('the error catalogue', () => {
  it('gives every code a 4xx or 5xx status and a message', () => {
    for (const [code, entry] of Object.entries(ERROR_CATALOGUE)) {
      expect({ code, ok: entry.status >= 400 && entry.status <= 599 && entry.message.length > 0 }).toEqual({ code, ok: true });
    }
  });
});
