/**
 * @fileoverview Names the demo import gives songs: repo_id slugs and titles from T: lines.
 *
 * Usage examples: importDemo.test.ts.
 */

/** A lowercase ASCII slug: "Oh__Susanna" -> "oh-susanna", "Café Noir" -> "cafe-noir". */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The title of a tune: its first T: field, trimmed; else `fallback`. */
export function titleOfTune(tuneLines: readonly string[], fallback: string): string {
  const titleLine = tuneLines.find((line) => line.startsWith('T:'));
  const title = titleLine?.slice(2).trim() ?? '';
  return title === '' ? fallback : title;
}
