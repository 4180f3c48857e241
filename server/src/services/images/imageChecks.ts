/**
 * @fileoverview The image check (app-spec 7 "Image checks": ADD_TO_DB, ADD_TO_FS): brings the
 * image folders and `song_images` back into agreement after files were put into or taken out of
 * DATA_DIR/files by hand (a scanner writing to tbt, a restored backup).
 *
 * - ADD_TO_DB: every file in an image folder that has no row is checked and recorded through
 *   the image store, exactly as an upload would be (type by content, re-encoded, capped, a name
 *   the server chooses), attached to no song; a file found in src-img goes to UNASSIGNED (it
 *   belongs to no song yet), one in archive or tbt stays in its folder. The original is kept
 *   beside it as `.original-<name>`: hidden files are neither served (/files/) nor listed, so
 *   nothing is lost and the next check does not record it twice.
 * - ADD_TO_FS: rows whose file is gone are reported, not deleted: which scan is missing is for
 *   an administrator to decide.
 * Files that are no image (or too large) are reported with the reason and left alone.
 *
 * Usage examples: imageChecks.test.ts, routes/images.ts (`POST /api/images/check`, admin only).
 */

import { lstat, readdir, readFile, rename } from 'node:fs/promises';
import path from 'node:path';

import type { Knex } from 'knex';

import type { ImageCheckResponse, ImageFolder } from '../../api-types.js';
import { type DataFolders, IMAGE_FOLDERS } from '../../dataFolders.js';
import { ApiError } from '../../errors/ApiError.js';
import { createImageStore } from './imageStore.js';
import { DEFAULT_IMAGE_LIMITS, type ImageLimits } from './reencode.js';

/** Files recorded by one check at most; the answer's `remaining` says how many wait. */
export const MAX_FILES_PER_CHECK = 200;

/** The prefix an original takes once its re-encoded copy is recorded. */
export const ORIGINAL_PREFIX = '.original-';

export interface ImageCheckOptions {
  db: Knex;
  folders: DataFolders;
  limits?: ImageLimits;
  /** Who ran the check (the images' `created_by`). */
  userId: number | null;
  /** Files recorded or refused by this check at most (default MAX_FILES_PER_CHECK). */
  maxFiles?: number;
}

/** Names of the regular, visible files directly in `folder` (none when it does not exist). */
async function visibleFiles(folder: string): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(folder);
  } catch {
    return [];
  }
  const files: string[] = [];
  for (const name of names.sort()) {
    if (name.startsWith('.')) continue;
    // lstat: a symbolic link is not followed out of the folder.
    const info = await lstat(path.join(folder, name)).catch(() => undefined);
    if (info?.isFile()) files.push(name);
  }
  return files;
}

/**
 * Runs the check (see the file comment).
 * @returns what was recorded, refused and found missing, and how many files wait for the next check
 */
export async function checkImages({ db, folders, limits = DEFAULT_IMAGE_LIMITS, userId, maxFiles = MAX_FILES_PER_CHECK }: ImageCheckOptions): Promise<ImageCheckResponse> {
  const images = createImageStore({ db, folders, limits });
  const rows = await db('song_images').select<{ name: string; folder: string }[]>('name', 'folder');
  const recorded = new Set(rows.map((row) => `${row.folder}/${row.name}`));

  const result: ImageCheckResponse = { added: [], refused: [], missing: [], remaining: 0 };
  for (const folder of IMAGE_FOLDERS) {
    for (const file of await visibleFiles(folders[folder])) {
      if (recorded.has(`${folder}/${file}`)) continue;
      if (result.added.length + result.refused.length >= maxFiles) {
        result.remaining += 1;
        continue;
      }
      const source = path.join(folders[folder], file);
      try {
        const info = await lstat(source);
        if (info.size > limits.maxInputBytes) throw ApiError.of('image_too_large', `The image is larger than ${Math.floor(limits.maxInputBytes / (1024 * 1024))} MiB`);
        const target: ImageFolder = folder === 'src-img' ? 'UNASSIGNED' : folder;
        const image = await images.store(await readFile(source), { songId: null, folder: target, originalName: file, createdBy: userId });
        await rename(source, path.join(folders[folder], `${ORIGINAL_PREFIX}${file}`));
        // A copy written into a folder not yet scanned (src-img -> UNASSIGNED) is recorded already.
        recorded.add(`${image.folder}/${image.name}`);
        result.added.push(image);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        result.refused.push({ folder, file, message: error.message });
      }
    }
  }

  for (const row of rows) {
    const file = path.join(folders[row.folder as ImageFolder], row.name);
    if (await lstat(file).then((info) => info.isFile(), () => false)) continue;
    const image = await images.find(row.name);
    if (image !== undefined) result.missing.push(image);
  }
  return result;
}
