/**
 * @fileoverview Drives abc2svg 1.22.1 (npm `abc2svg`, the reference engine of DESIGN.md 3.4)
 * from Node: ABC text in, SVG strings out, the way its own `abcnode` command does it but without
 * writing HTML or touching files.
 *
 * `abc2svg-1.js` is a CommonJS script that exports `{ abc2svg, Abc }`. An `Abc` instance takes a
 * `user` object of callbacks: `img_out` receives each SVG block as it is generated, `errbld`
 * each message with its severity. Optional modules (`%%MIDI`, `%%beginps`...) are not loaded:
 * they add playback or PostScript features that our engine does not draw either, and abc2svg
 * draws the music without them.
 */
import { createRequire } from 'node:module';

interface Abc2svgUser {
  img_out: (svg: string) => void;
  /** abc2svg passes the severity as a word: 'warn', 'error' or 'fatal'. */
  errbld: (severity: 'warn' | 'error' | 'fatal', message: string, fileName?: string, index?: number) => void;
  read_file: (name: string) => string | null;
}

interface Abc2svgModule {
  abc2svg: { version: string; loadjs?: unknown };
  Abc: new (user: Abc2svgUser) => { tosvg: (fileName: string, text: string) => void };
}

const require = createRequire(import.meta.url);
const { abc2svg, Abc } = require('abc2svg/abc2svg-1.js') as Abc2svgModule;

/** abc2svg's version string, e.g. `1.22.1`. */
export const abc2svgVersion: string = abc2svg.version;

/** What abc2svg produced for one text. */
export interface Abc2svgOutput {
  /** The SVG blocks in output order (abc2svg writes one per music line or text block). */
  svgs: string[];
  /** Number of messages of severity >= 1 (errors). */
  errors: number;
  /** Number of messages of severity 0 (warnings). */
  warnings: number;
}

/**
 * Renders ABC text with a fresh abc2svg instance (abc2svg keeps per-instance state, so a new one
 * per text keeps texts independent, as our engine's `render` does).
 *
 * May throw (abc2svg throws on some inputs) and may never return (it hangs on some, DESIGN.md
 * 3.4): call it in an `IsolatedWorker` when the input is not known to be safe.
 */
export function renderWithAbc2svg(text: string): Abc2svgOutput {
  const output: Abc2svgOutput = { svgs: [], errors: 0, warnings: 0 };
  const abc = new Abc({
    img_out: (svg) => {
      output.svgs.push(svg);
    },
    errbld: (severity) => {
      if (severity === 'warn') output.warnings++;
      else output.errors++;
    },
    // No %%abc-include: the corpus texts are self-contained.
    read_file: () => null,
  });
  abc.tosvg('tune', text);
  return output;
}
