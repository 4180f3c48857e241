import { readdir, readFile } from 'node:fs/promises';

import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { SongImage } from '../../api-types.js';
import { ApiError } from '../../errors/ApiError.js';
import { insertSong, startTestServer, type TestServer } from '../../testing/testServer.js';
import { cleanOriginalName, createImageStore, type ImageStore } from './imageStore.js';
import { looksLikeSvg, sniffImageType } from './imageType.js';

let server: TestServer;
let images: ImageStore;

beforeEach(async () => {
  server = await startTestServer();
  images = createImageStore({ db: server.db, folders: server.config.folders, limits: { maxInputBytes: 1_000_000, maxInputPixels: 4_000_000, maxDimension: 400 } });
});

afterEach(async () => {
  await server.close();
});

/** A 600 x 300 photo-like JPEG, stored with EXIF orientation 6 (to be turned 90 degrees clockwise) and a comment. */
async function rotatedJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 600, height: 300, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .jpeg({ quality: 95 })
    .withMetadata({ orientation: 6, exif: { IFD0: { ImageDescription: 'secret location' } } })
    .toBuffer();
}

async function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#ffffff' } }).png().toBuffer();
}

/** The ApiError `promise` rejects with. */
async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

const SVG = '<?xml version="1.0"?>\n<!-- drawn -->\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';

describe('sniffImageType', () => {
  it('reads the type from the first bytes, not from a name', async () => {
    expect(sniffImageType(await png(2, 2))).toBe('png');
    expect(sniffImageType(await rotatedJpeg())).toBe('jpeg');
    expect(sniffImageType(await sharp(await png(2, 2)).webp().toBuffer())).toBe('webp');
    expect(sniffImageType(new TextEncoder().encode(SVG))).toBe('svg');
    expect(sniffImageType(new TextEncoder().encode('GIF89a....'))).toBe('unknown');
    expect(sniffImageType(new Uint8Array())).toBe('unknown');
  });

  it('finds SVG behind a byte-order mark, a doctype and a namespace prefix', () => {
    const encode = (text: string) => new TextEncoder().encode(text);
    expect(looksLikeSvg(encode('\uFEFF<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x">  <svg width="1">'))).toBe(true);
    expect(looksLikeSvg(encode('<svg:svg xmlns:svg="http://www.w3.org/2000/svg"/>'))).toBe(true);
    expect(looksLikeSvg(encode('<html><svg></svg></html>'))).toBe(false);
  });
});

describe('ImageStore.store', () => {
  it('re-encodes a JPEG: turned upright, metadata gone, capped to 400 px, under a name of its own', async () => {
    const song = await insertSong(server.db);
    const upload = await rotatedJpeg();
    const image = await images.store(upload, { songId: song.id, originalName: 'C:\\scans\\page 1.JPG' });

    expect(SongImage.parse(image)).toEqual(image);
    expect(image).toMatchObject({ song_id: song.id, folder: 'src-img', content_type: 'image/jpeg', width: 200, height: 400, original_name: 'page 1.JPG', created_by: null });
    expect(image.name).toMatch(new RegExp(`^${song.id}-[0-9a-f]{16}\\.jpg$`));
    expect(image.url).toBe(`/files/src-img/${image.name}`);

    const stored = await readFile(images.filePath(image));
    expect(stored.equals(upload)).toBe(false);
    expect(stored.byteLength).toBe(image.byte_size);
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 200, height: 400 });
    expect(metadata.orientation).toBeUndefined();
    expect(metadata.exif).toBeUndefined();
    expect(stored.includes('secret location')).toBe(false);
  });

  it('keeps a small PNG a PNG at its own size, and lists a song\'s images oldest first', async () => {
    const song = await insertSong(server.db);
    const first = await images.store(await png(120, 80), { songId: song.id });
    const second = await images.store(await sharp(await png(30, 20)).webp().toBuffer(), { songId: song.id, originalName: 'b.webp' });
    expect(first).toMatchObject({ width: 120, height: 80, content_type: 'image/png', original_name: null });
    expect(second).toMatchObject({ content_type: 'image/webp', name: expect.stringMatching(/\.webp$/) });
    expect(await images.listForSong(song.id)).toEqual([first, second]);
    expect(await images.listForSong(song.id + 1)).toEqual([]);
    expect(await images.find(second.name)).toEqual(second);
  });

  it('puts an image without a song in UNASSIGNED', async () => {
    const image = await images.store(await png(10, 10), { songId: null });
    expect(image).toMatchObject({ song_id: null, folder: 'UNASSIGNED', name: expect.stringMatching(/^u-[0-9a-f]{16}\.png$/) });
    expect(await readdir(server.config.folders.UNASSIGNED)).toEqual([image.name]);
  });

  it('refuses SVG with a reason, and stores nothing', async () => {
    const song = await insertSong(server.db);
    const error = await refusal(images.store(new TextEncoder().encode(SVG), { songId: song.id, originalName: 'x.png' }));
    expect(error).toMatchObject({ code: 'image_type_refused', status: 415 });
    expect(error.message).toContain('SVG images are not accepted');
    expect(await readdir(server.config.folders['src-img'])).toEqual([]);
    expect(await server.db('song_images').count({ count: '*' })).toEqual([{ count: 0 }]);
  });

  it('refuses a file that is no image, whatever it is called', async () => {
    const song = await insertSong(server.db);
    const error = await refusal(images.store(new TextEncoder().encode('%PDF-1.7 not an image'), { songId: song.id, originalName: 'scan.png' }));
    expect(error).toMatchObject({ code: 'image_type_refused', status: 415 });
    expect(error.message).toBe('This file is not a JPEG, PNG or WebP image; only those are accepted');
  });

  it('refuses a PNG cut short (422), one over the byte cap or the pixel cap (413), and an unknown song (404)', async () => {
    const song = await insertSong(server.db);
    const whole = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 60 } } }).png().toBuffer();
    expect(await refusal(images.store(whole.subarray(0, whole.byteLength / 2), { songId: song.id }))).toMatchObject({ code: 'image_unreadable', status: 422 });
    expect(await refusal(images.store(new Uint8Array(1_000_001).fill(0xff), { songId: song.id }))).toMatchObject({ code: 'image_too_large', status: 413 });
    expect(await refusal(images.store(await png(2001, 2000), { songId: song.id }))).toMatchObject({ code: 'image_too_large', status: 413 });
    expect(await refusal(images.store(await png(10, 10), { songId: song.id + 100 }))).toMatchObject({ code: 'song_not_found', status: 404 });
    expect(await readdir(server.config.folders['src-img'])).toEqual([]);
  });
});

describe('cleanOriginalName', () => {
  it('keeps the last path segment without control characters, or null', () => {
    expect(cleanOriginalName('../../etc/passwd')).toBe('passwd');
    expect(cleanOriginalName('a\u0000b\nc.png')).toBe('abc.png');
    expect(cleanOriginalName('  ')).toBeNull();
    expect(cleanOriginalName(undefined)).toBeNull();
    expect(cleanOriginalName('x'.repeat(300))).toHaveLength(255);
  });
});
