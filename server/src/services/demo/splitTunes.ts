/**
 * @fileoverview Splits an ABC file into its tunes (ABC 2.1 section 2.2: a tune starts at an X:
 * field and runs to the first empty line, or to the next X:) and gives each tune the file-level
 * formatting directives that apply to it, so a tune stored alone renders as it did in its file.
 *
 * File-level directives of a tune (ABC 2.1 section 11, "%%" stylesheet directives): the `%%`
 * lines of the file header (everything before the first X:), then those of the free-text block
 * right before the tune, where collections such as the Open Hymnal restate each tune's page
 * layout. A line already taken from the header is not repeated. Left out: plain `%` comments,
 * typeset text (%%begintext ... %%endtext, %%text, %%center) and page-flow directives
 * (%%newpage, %%vskip, %%sep, %%multicol), which belong to the page of the file, not to the tune.
 *
 * Usage examples: splitTunes.test.ts.
 */

/** One tune of a file. */
export interface SplitTune {
  /** The X: reference number, or null when the X: line has none. */
  referenceNumber: number | null;
  /** The tune's own lines, from its X: line to the line before the empty line that ends it. */
  lines: string[];
  /** The file-level `%%` directive lines that apply to the tune, in file order. */
  fileDirectives: string[];
}

/** Directives that lay out the file's pages or print text, not the tune. */
const PAGE_ONLY_DIRECTIVES = new Set(['newpage', 'vskip', 'sep', 'multicol', 'text', 'center', 'begintext', 'endtext']);

const X_FIELD = /^X:/;
const EMPTY_LINE = /^\s*$/;

/** The name of a `%%name args` directive line. */
function directiveName(line: string): string {
  return /^%%\s*([A-Za-z][\w-]*)/.exec(line)?.[1]?.toLowerCase() ?? '';
}

/** The `%%` lines of a free-text block that format tunes (see the file overview). */
export function formattingDirectives(blockLines: readonly string[]): string[] {
  const directives: string[] = [];
  let inTypesetText = false;
  for (const line of blockLines) {
    if (!line.startsWith('%%')) continue;
    const name = directiveName(line);
    if (name === 'begintext') inTypesetText = true;
    else if (name === 'endtext') inTypesetText = false;
    else if (!inTypesetText && !PAGE_ONLY_DIRECTIVES.has(name)) directives.push(line.trimEnd());
  }
  return directives;
}

/** The X: field's reference number (`X: 22` -> 22), or null. */
function referenceNumberOf(xLine: string): number | null {
  const match = /^X:\s*(\d+)/.exec(xLine);
  return match === null ? null : Number(match[1]);
}

/**
 * Splits `text` (LF line ends) into tunes.
 * @returns the tunes in file order; none for a file without an X: line
 */
export function splitTunes(text: string): SplitTune[] {
  const tunes: SplitTune[] = [];
  let header: string[] | undefined; // directives of the file header, fixed at the first X:
  let block: string[] = []; // free text since the last tune ended
  let tune: SplitTune | undefined;

  const startTune = (xLine: string): void => {
    const blockDirectives = formattingDirectives(block);
    if (header === undefined) header = blockDirectives;
    const fromHeader = new Set(header);
    tune = {
      referenceNumber: referenceNumberOf(xLine),
      lines: [xLine],
      fileDirectives: [...header, ...blockDirectives.filter((line) => !fromHeader.has(line.trimEnd()))],
    };
    tunes.push(tune);
    block = [];
  };

  for (const line of text.split('\n')) {
    if (X_FIELD.test(line)) startTune(line);
    else if (tune !== undefined && EMPTY_LINE.test(line)) tune = undefined;
    else if (tune !== undefined) tune.lines.push(line);
    else block.push(line);
  }
  return tunes;
}

/** The tune as a stand-alone ABC text: its file directives, then its own lines, LF-ended. */
export function tuneSource(tune: SplitTune): string {
  return [...tune.fileDirectives, ...tune.lines].join('\n') + '\n';
}
