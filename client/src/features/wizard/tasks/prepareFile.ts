/**
 * @fileoverview The "prep" of "open ABC file" (app-spec 2.4): the text of a file from the
 * server's folders made ready to open as a new transcription. An ABC file is taken as it is; a
 * MusicXML file is converted with the engine bindings' importer (`musicXmlToAbc`, loaded from the
 * bindings' browser build on first use, as the engine worker loads the engine), and what it could
 * not convert is listed.
 */

import type { MusicXmlDiagnostic } from '../../../../../engine-bindings/src/browser.ts';
import { baseName, fileKind } from './fileKinds.ts';

/** The ABC to open and what the user should know about it. */
export interface PreparedFile {
  abc: string;
  /** The title to give the new transcription: the file's T: line, else its name. */
  title: string;
  /** The importer's messages for a MusicXML file ("part P1, measure 3: ..."), [] for ABC. */
  diagnostics: string[];
  kind: 'abc' | 'musicxml';
}

/** The MusicXML converter: the bindings' `musicXmlToAbc`, or a stand-in for tests. */
export type MusicXmlConverter = (xml: string, options: { fallbackTitle: string }) => { abc: string; diagnostics: MusicXmlDiagnostic[] };

/** Loads the importer from the bindings' browser build (a separate chunk: only this task needs it). */
export async function loadMusicXmlConverter(): Promise<MusicXmlConverter> {
  const bindings = await import('../../../../../engine-bindings/src/browser.ts');
  return bindings.musicXmlToAbc;
}

/** The first T: line's text of `abc`, or null. */
export function abcTitle(abc: string): string | null {
  const match = /^T:[ \t]*(.*?)[ \t]*$/m.exec(abc);
  return match !== null && match[1] !== '' ? (match[1] ?? null) : null;
}

/**
 * Makes file `name` with `text` ready to open. `header` is the server's reading of the file's
 * header fields (T is used when the text has no T: line).
 * @throws Error when the file is neither ABC nor MusicXML, or the conversion gave no ABC
 */
export async function prepareFile(
  name: string,
  text: string,
  header: Record<string, string> | undefined,
  loadConverter: () => Promise<MusicXmlConverter> = loadMusicXmlConverter,
): Promise<PreparedFile> {
  const kind = fileKind(name);
  if (kind === 'abc') {
    return { abc: text, title: abcTitle(text) ?? header?.T ?? baseName(name), diagnostics: [], kind };
  }
  if (kind === 'musicxml') {
    const convert = await loadConverter();
    const result = convert(text, { fallbackTitle: baseName(name) });
    const diagnostics = result.diagnostics.map((diagnostic) => `${diagnostic.path}: ${diagnostic.message}`);
    if (result.abc === '') throw new Error(`${name} could not be converted: ${diagnostics.join('; ') || 'no music found'}`);
    return { abc: result.abc, title: abcTitle(result.abc) ?? baseName(name), diagnostics, kind };
  }
  throw new Error(`${name} is neither an ABC nor a MusicXML file`);
}
