/**
 * @fileoverview Decodes the bytes of an ABC file into the text the engine renders. Real files
 * come in UTF-8 and in Latin-1 (shared/corpus/README.md: "some are Latin-1"), with no charset
 * declared (ABC 2.1's `%abc-charset` is rare), so the bytes decide: text that is valid UTF-8 is
 * read as UTF-8 (a byte-order mark is dropped); anything else is read as Latin-1.
 *
 * Latin-1 is decoded as the WHATWG Encoding Standard does for the label "latin1": windows-1252,
 * which agrees with ISO-8859-1 except that bytes 0x80-0x9F are the printable characters Windows
 * editors meant (curly quotes, dashes) instead of C1 control codes. Line ends are left as they
 * are: the core handles LF, CR and CRLF. Environment-agnostic (TextDecoder is in Node and
 * browsers), so the CLI, the server's import and the client can share it.
 */

const utf8 = new TextDecoder('utf-8', { fatal: true });
const latin1 = new TextDecoder('windows-1252');

/** The text of an ABC file's bytes: UTF-8 when they are valid UTF-8, else Latin-1. */
export function decodeAbcBytes(bytes: Uint8Array): string {
  try {
    return utf8.decode(bytes);
  } catch {
    return latin1.decode(bytes);
  }
}
