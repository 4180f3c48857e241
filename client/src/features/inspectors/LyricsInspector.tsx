/**
 * @fileoverview The lyrics inspector (app-spec 2.2): a song's lyrics (its text field), else the
 * words of its `w:` lines (app-spec 4: "Lyrics come from ... else are extracted from the source").
 */

/** The words of the `w:` lines of `abc`, one line each, with ABC's syllable marks removed. */
export function lyricsFromAbc(abc: string): string {
  return abc
    .split(/\r?\n/)
    .filter((line) => /^w:/.test(line))
    .map((line) =>
      line
        .slice(2)
        .replace(/\s*-\s*/g, '')
        .replace(/[_*|~]/g, ' ')
        .replace(/\\/g, '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((line) => line !== '')
    .join('\n');
}

export function LyricsInspector({ lyrics, abc }: { lyrics: string; abc: string }) {
  const text = lyrics.trim() !== '' ? lyrics : lyricsFromAbc(abc);
  if (text === '') return <p className="info-note">This song has no lyrics yet.</p>;
  return (
    <pre className="info-lyrics" data-testid="inspector-lyrics">
      {text}
    </pre>
  );
}
