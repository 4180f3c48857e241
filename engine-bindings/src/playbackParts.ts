/**
 * @fileoverview The order in which a tune's parts are played (ABC 2.1 3.1.9 `P:`): the header's
 * P: names the parts in play order, and a P: in the body starts the part it names.
 *
 * Rules, as abc2svg 1.22.1 plays them (black-boxed, playback.test.ts):
 * - the header's P: is read for capital letters (the parts), `(...)` groups and a number after a
 *   part or a group (how many times it is played): `P:AABA`, `P:A2B`, `P:(AB)2C`; anything else
 *   (`.`, spaces, words in lower case such as `P:AABA last time`) is left out;
 * - a part runs from its P: in the body to the next one (or the end of the music); the music
 *   before the first part is played once, first;
 * - a part the order names but the body does not have is skipped, and a part of the body the
 *   order does not name is not played;
 * - without an order in the header (no P:, or no capital letter in it), or without parts in the
 *   body, the music is played as written.
 */

/** A part label met in the body: the part `name` starts at score time `time` (ticks). */
export interface PartStart {
  time: number;
  name: string;
}

/** A span [from, to) of score time, in ticks. */
export interface ScoreSpan {
  from: number;
  to: number;
}

/** Most parts an order may expand to; a longer one (`P:(((AB)9)9)9`) is cut there. */
const MAX_ORDER = 1000;

/**
 * The parts named by the header's P: value `order`, expanded: `A2B` gives A A B, `(AB)2C` gives
 * A B A B C. Unbalanced parentheses are closed at the end.
 */
export function expandPartOrder(order: string): string[] {
  let i = 0;
  const readCount = (): number => {
    const match = /^\d+/.exec(order.slice(i));
    if (!match) return 1;
    i += match[0].length;
    return Number(match[0]);
  };
  const readSequence = (depth: number): string[] => {
    const parts: string[] = [];
    while (i < order.length && parts.length < MAX_ORDER) {
      const c = order[i]!;
      if (c === ')') {
        if (depth > 0) break;
        i++;
        continue;
      }
      i++;
      let item: string[];
      if (c >= 'A' && c <= 'Z') item = [c];
      else if (c === '(') {
        item = readSequence(depth + 1);
        if (order[i] === ')') i++;
      } else continue;
      const count = readCount();
      for (let k = 0; k < count && parts.length < MAX_ORDER; k++) parts.push(...item);
    }
    return parts.slice(0, MAX_ORDER);
  };
  return readSequence(0);
}

/**
 * The spans of score time played, in order, for music of score time [0, end) whose header P: is
 * `order` (null when the tune has none) and whose body parts start at `starts`.
 */
export function partSpans(order: string | null, starts: readonly PartStart[], end: number): ScoreSpan[] {
  const names = order === null ? [] : expandPartOrder(order);
  const labelled = starts
    .map((start) => ({ time: start.time, name: /[A-Z]/.exec(start.name)?.[0] ?? '' }))
    .filter((start) => start.time >= 0 && start.time <= end)
    .sort((a, b) => a.time - b.time);
  if (names.length === 0 || labelled.length === 0) return [{ from: 0, to: end }];
  const spanOf = new Map<string, ScoreSpan>();
  labelled.forEach((start, index) => {
    const to = index + 1 < labelled.length ? labelled[index + 1]!.time : end;
    if (start.name !== '' && !spanOf.has(start.name)) spanOf.set(start.name, { from: start.time, to });
  });
  const spans: ScoreSpan[] = [];
  if (labelled[0]!.time > 0) spans.push({ from: 0, to: labelled[0]!.time });
  for (const name of names) {
    const span = spanOf.get(name);
    if (span && span.to > span.from) spans.push(span);
  }
  return spans;
}
