/**
 * @fileoverview The importer's messages. They are about the MusicXML, not about ABC, so they
 * are not engine diagnostics (no code, no ABC line): each names the place in the score it is
 * about, as a path readable by a person (`part P1, measure 12, note 3`, or `xml:LINE:COLUMN`
 * for a syntax error).
 */

/** One message about the input: what was wrong or left out, and where. */
export interface MusicXmlDiagnostic {
  message: string;
  path: string;
}
