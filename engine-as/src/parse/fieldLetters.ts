/**
 * @fileoverview Which letters name no field (ABC 2.1 3, the field table): a line or inline
 * field written with one is read past with abc2svg 1.22.1's warning "'X:' line ignored".
 */

/** Whether `X:` with this letter is no field: E, J, Y, and the lower-case letters but m, r, s and w. */
export function isIgnoredFieldLetter(letter: i32): bool {
  if (letter == 69 /* E */ || letter == 74 /* J */ || letter == 89 /* Y */) return true;
  if (letter < 97 || letter > 122) return false;
  return letter != 109 /* m */ && letter != 114 /* r */ && letter != 115 /* s */ && letter != 119 /* w */;
}
