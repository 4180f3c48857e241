/**
 * @fileoverview What a save conflict (409) is about, field by field: for every updateable field
 * (app-spec 5) whose value in the editor differs from the song as stored now, both values, who
 * changed it, and the value "merge by hand" starts from. Also the values each of the dialog's
 * choices saves, so the dialog only shows and asks.
 *
 * "Yours" are the editor's values; "saved" the stored values they were typed on (the source
 * slice's savedAbc and savedFields); "stored" the song the 409 returned. A field the editor did
 * not change takes the stored value whatever the choice: only edits are ever sent (app-spec 5).
 */

import type { Song, UpdateableSongField } from '../../../../../server/src/api-types.ts';
import { type EditorValues, SONG_FIELDS, fieldValuesOf } from '../store/sourceSlice.ts';
import { mergeThreeWay, mergeTwoWay } from './mergeText.ts';

/** How the fields are named to the editor, in the order the dialog lists them. */
export const FIELD_LABELS: Readonly<Record<UpdateableSongField, string>> = {
  abc_source: 'ABC source',
  title: 'Title',
  date: 'Date',
  language: 'Language',
  text: 'Lyrics',
  abc_lyrics: 'ABC lyrics',
  translation: 'Translation',
  notes: 'Notes',
};

/** Fields of one line, merged by choosing rather than by lines. */
const SINGLE_LINE_FIELDS: ReadonlySet<UpdateableSongField> = new Set(['title', 'date', 'language']);

/** Who changed a field since the editor's text was based on the stored song. */
export type ChangedBy = 'both' | 'yours' | 'stored';

export interface FieldConflict {
  field: UpdateableSongField;
  label: string;
  yours: string;
  stored: string;
  changedBy: ChangedBy;
  /** True for title, date and language: the merged value is typed, not merged by lines. */
  singleLine: boolean;
  /** Where "merge by hand" starts: both sides' changes, with conflict markers where they clash. */
  merged: string;
  /** Places of `merged` left between conflict markers. */
  conflicts: number;
}

/** `values` as one record per updateable field. */
function byField(values: EditorValues): Record<UpdateableSongField, string> {
  return { abc_source: values.abc, ...values.fields };
}

/** The editor values of a stored song. */
export function valuesOfSong(song: Song): EditorValues {
  return { abc: song.abc_source, fields: fieldValuesOf(song) };
}

/** A record per updateable field back into EditorValues. */
function toEditorValues(record: Record<UpdateableSongField, string>): EditorValues {
  const { abc_source: abc, ...rest } = record;
  const fields = { ...fieldValuesOf(null) };
  for (const field of SONG_FIELDS) fields[field] = rest[field];
  return { abc, fields };
}

/**
 * The fields whose editor value differs from `stored`, in FIELD_LABELS order.
 *
 * @param savedIsBase true when `saved` is the version `yours` was typed on (source slice
 *   `selectSavedIsBase`); otherwise nothing is known of the common version, and a field both may
 *   have changed is merged two-way (every difference marked).
 */
export function fieldConflicts(yours: EditorValues, saved: EditorValues, savedIsBase: boolean, stored: Song): FieldConflict[] {
  const yoursByField = byField(yours);
  const savedByField = byField(saved);
  const storedByField = byField(valuesOfSong(stored));
  const conflicts: FieldConflict[] = [];
  for (const field of Object.keys(FIELD_LABELS) as UpdateableSongField[]) {
    const mine = yoursByField[field];
    const theirs = storedByField[field];
    if (mine === theirs) continue;
    const edited = mine !== savedByField[field];
    const changedBy: ChangedBy = !edited ? 'stored' : savedIsBase && theirs === savedByField[field] ? 'yours' : 'both';
    const singleLine = SINGLE_LINE_FIELDS.has(field);
    let merge = { text: changedBy === 'stored' ? theirs : mine, conflicts: 0 };
    if (changedBy === 'both' && !singleLine) {
      merge = savedIsBase ? mergeThreeWay(savedByField[field], mine, theirs) : mergeTwoWay(mine, theirs);
    }
    conflicts.push({ field, label: FIELD_LABELS[field], yours: mine, stored: theirs, changedBy, singleLine, merged: merge.text, conflicts: merge.conflicts });
  }
  return conflicts;
}

/**
 * "Keep mine": the editor's value of every field it changed, the stored value of the others;
 * saved over `stored` with its version.
 */
export function keepYoursValues(conflicts: readonly FieldConflict[], stored: Song): EditorValues {
  return resolvedValues(conflicts, stored, (conflict) => conflict.yours);
}

/**
 * "Merge by hand": `merged` for each field the dialog showed (the editor's typed result, else the
 * prefilled merge), the stored value of the rest.
 */
export function mergedValues(conflicts: readonly FieldConflict[], stored: Song, merged: Partial<Record<UpdateableSongField, string>>): EditorValues {
  return resolvedValues(conflicts, stored, (conflict) => merged[conflict.field] ?? conflict.merged, true);
}

/** The stored values with `choose(conflict)` for each field the editor changed (or each shown, with `all`). */
function resolvedValues(
  conflicts: readonly FieldConflict[],
  stored: Song,
  choose: (conflict: FieldConflict) => string,
  all = false,
): EditorValues {
  const values = byField(valuesOfSong(stored));
  for (const conflict of conflicts) if (all || conflict.changedBy !== 'stored') values[conflict.field] = choose(conflict);
  return toEditorValues(values);
}
