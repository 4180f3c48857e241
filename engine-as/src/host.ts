/**
 * @fileoverview Every function the core imports from its host (STYLE.md 6). Keep this the only
 * file with `declare`d imports, so the boundary stays visible.
 */

/**
 * Width of source[start, end) set in `font` (abi FontId), in ems (font size 1). The host answers
 * from the real font (canvas in the browser, fontkit in Node) after mapping lyric escapes
 * (`~` is a space, `\-` a hyphen). A negative answer means "no measurer": the core then uses
 * its built-in width tables (layout/textWidth.ts).
 */
@external("host", "measureText")
export declare function measureText(font: i32, start: i32, end: i32): f32;
