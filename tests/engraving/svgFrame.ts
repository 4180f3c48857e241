/**
 * @fileoverview Reading positions out of SVG through its `<g transform>` groups, for the
 * collision test's box readers (abc2svg.ts: abc2svg's boxes; collisionGlyphs.ts: the glyphs of
 * both engines).
 */

/** An axis-aligned transform: x' = a x + e, y' = d y + f (both engines use translate and scale). */
export interface Frame {
  a: number;
  d: number;
  e: number;
  f: number;
}

export const IDENTITY: Frame = { a: 1, d: 1, e: 0, f: 0 };

/**
 * `frame` followed by the functions of a `transform` attribute: translate and scale; a rotation
 * (ours turns a few symbols by 90 degrees, none of them a head or an accidental) is left out.
 */
export function applyTransform(frame: Frame, transform: string): Frame {
  const result = { ...frame };
  for (const [, name, args] of transform.matchAll(/(translate|scale)\(([^)]*)\)/g)) {
    const numbers = args!.split(/[\s,]+/).filter((arg) => arg !== '').map(Number);
    if (name === 'translate') {
      result.e += result.a * (numbers[0] ?? 0);
      result.f += result.d * (numbers[1] ?? 0);
    } else {
      result.a *= numbers[0] ?? 1;
      result.d *= numbers[1] ?? numbers[0] ?? 1;
    }
  }
  return result;
}
