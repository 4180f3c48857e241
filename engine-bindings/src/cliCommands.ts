/**
 * @fileoverview The `swaralipi` command line (issue 3, "CLI"): render, check and model, and
 * import (issue 6: MusicXML to ABC), as one function from arguments to an exit status, with its
 * input and output passed in so that tests run it in-process. cli.ts is the executable that
 * calls it.
 *
 * Exit status: 0 done; 1 the ABC has an error (check) or could not be drawn at all (render);
 * 2 bad arguments or a file that cannot be read or written. User errors print one line on
 * stderr, never a stack trace.
 */

import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { decodeAbcBytes } from './decode.js';
import { formatDiagnostic } from './diagnostics.js';
import { formatModelDump } from './model.js';
import { musicXmlToAbc } from './musicxml/index.js';
import type { Diagnostic, ModelDump, RenderResult } from './types.js';

export const USAGE = `Usage: swaralipi <command> [options] FILE.abc

Commands:
  render FILE.abc [-o DIR]   engrave the file: one SVG per page, DIR/NAME-1.svg, DIR/NAME-2.svg...
  check FILE.abc...          print the diagnostics; exit status 1 when one is an error
  model FILE.abc             print the music model as JSON (MODEL.md)
  import FILE.musicxml       convert MusicXML to ABC, printed on stdout; messages on stderr

Options:
  -o, --out DIR   folder for render's SVG files, created if missing (default: current folder)
  --json          machine-readable output (render, check, import)
  -h, --help      show this help

Files may be UTF-8 or Latin-1, with LF, CR or CRLF line ends.
Exit status: 0 done, 1 the ABC has errors (check) or nothing could be drawn (render) or
converted (import), 2 bad arguments or a file that cannot be read or written.
`;

/** The engine functions the commands call (index.ts `render` and `model`). */
export interface CliEngine {
  render(abc: string): RenderResult;
  model(abc: string): ModelDump;
}

/** Where the commands write. */
export interface CliOutput {
  stdout(text: string): void;
  stderr(text: string): void;
}

/** A user error: printed as one line, exit status 2. */
class UserError extends Error {}

/** A user error in the arguments: also points to --help. */
class ArgumentError extends UserError {}

const OPTIONS = {
  out: { type: 'string', short: 'o' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** Reads and decodes an ABC file, turning file-system errors into one-line user errors. */
function readAbcFile(path: string): string {
  try {
    return decodeAbcBytes(readFileSync(path));
  } catch (error) {
    throw new UserError(`cannot read ${path}: ${fileErrorReason(error)}`);
  }
}

function fileErrorReason(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return 'no such file';
  if (code === 'EISDIR') return 'is a directory';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  if (code === 'ENOTDIR') return 'not a directory';
  return error instanceof Error ? error.message : String(error);
}

function hasError(diagnostics: readonly Diagnostic[]): boolean {
  return diagnostics.some((diagnostic) => diagnostic.severity >= 1);
}

function printDiagnostics(out: (text: string) => void, file: string, diagnostics: readonly Diagnostic[]): void {
  for (const diagnostic of diagnostics) out(formatDiagnostic(file, diagnostic) + '\n');
}

/** `render FILE -o DIR`: writes DIR/NAME-N.svg, prints each path (or JSON), diagnostics on stderr. */
function renderCommand(engine: CliEngine, output: CliOutput, files: string[], outDir: string, json: boolean): number {
  const file = files[0]!;
  const result = engine.render(readAbcFile(file));
  const name = basename(file, extname(file));
  const written: string[] = [];
  try {
    if (result.pages.length > 0) mkdirSync(outDir, { recursive: true });
    result.pages.forEach((svg, index) => {
      const path = join(outDir, `${name}-${index + 1}.svg`);
      writeFileSync(path, svg);
      written.push(path);
    });
  } catch (error) {
    throw new UserError(`cannot write to ${outDir}: ${fileErrorReason(error)}`);
  }
  if (json) {
    output.stdout(JSON.stringify({ file, pages: written, diagnostics: result.diagnostics }) + '\n');
  } else {
    for (const path of written) output.stdout(`wrote ${path}\n`);
    if (written.length === 0) output.stderr(`${file}: nothing to draw\n`);
    printDiagnostics(output.stderr, file, result.diagnostics);
  }
  return result.diagnostics.some((diagnostic) => diagnostic.severity === 2) ? 1 : 0;
}

/** `check FILE...`: prints every diagnostic; 1 when any is an error or fatal. */
function checkCommand(engine: CliEngine, output: CliOutput, files: string[], json: boolean): number {
  // Read every file first, so that a missing one is reported before any output.
  const texts = files.map(readAbcFile);
  const reports = files.map((file, index) => ({ file, diagnostics: engine.render(texts[index]!).diagnostics }));
  if (json) output.stdout(JSON.stringify(reports) + '\n');
  else for (const report of reports) printDiagnostics(output.stdout, report.file, report.diagnostics);
  return reports.some((report) => hasError(report.diagnostics)) ? 1 : 0;
}

/** `model FILE`: prints the MODEL.md JSON. */
function modelCommand(engine: CliEngine, output: CliOutput, files: string[]): number {
  output.stdout(formatModelDump(engine.model(readAbcFile(files[0]!))));
  return 0;
}

/** The text of a MusicXML file: UTF-16 when it starts with a byte-order mark, else UTF-8. */
function readMusicXmlFile(path: string): string {
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(path);
  } catch (error) {
    throw new UserError(`cannot read ${path}: ${fileErrorReason(error)}`);
  }
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  return new TextDecoder('utf-8').decode(bytes);
}

/**
 * `import FILE.musicxml`: prints the ABC (or, with --json, `{file, abc, diagnostics}`) and each
 * message as `FILE: PATH: MESSAGE` on stderr; 1 when nothing could be converted.
 */
function importCommand(output: CliOutput, file: string, json: boolean): number {
  const result = musicXmlToAbc(readMusicXmlFile(file), { fallbackTitle: basename(file, extname(file)) });
  if (json) {
    output.stdout(JSON.stringify({ file, ...result }) + '\n');
  } else {
    output.stdout(result.abc);
    for (const diagnostic of result.diagnostics) output.stderr(`${file}: ${diagnostic.path}: ${diagnostic.message}\n`);
  }
  return result.abc === '' ? 1 : 0;
}

/**
 * Runs the command line `args` (without `node` and the script) and returns the exit status.
 * `engine` is loaded lazily, so `--help` and argument errors do not need the wasm.
 */
export async function runCli(args: string[], output: CliOutput, engine: () => Promise<CliEngine>): Promise<number> {
  try {
    let parsed;
    try {
      parsed = parseArgs({ args, options: OPTIONS, allowPositionals: true, strict: true });
    } catch (error) {
      throw new ArgumentError(error instanceof Error ? error.message : String(error));
    }
    const { values, positionals } = parsed;
    const [command, ...files] = positionals;
    if (values.help || command === 'help') {
      output.stdout(USAGE);
      return 0;
    }
    if (command === undefined) throw new ArgumentError('missing command (render, check or model)');
    if (values.out !== undefined && command !== 'render') throw new ArgumentError(`-o is an option of render, not of ${command}`);
    if (values.json && command === 'model') throw new ArgumentError('model always prints JSON; --json is for render and check');
    switch (command) {
      case 'render':
        if (files.length !== 1) throw new ArgumentError('render takes one FILE.abc');
        return renderCommand(await engine(), output, files, values.out ?? '.', values.json ?? false);
      case 'check':
        if (files.length === 0) throw new ArgumentError('check takes at least one FILE.abc');
        return checkCommand(await engine(), output, files, values.json ?? false);
      case 'model':
        if (files.length !== 1) throw new ArgumentError('model takes one FILE.abc');
        return modelCommand(await engine(), output, files);
      case 'import':
        // The import is pure TypeScript: it does not load the engine.
        if (files.length !== 1) throw new ArgumentError('import takes one FILE.musicxml');
        return importCommand(output, files[0]!, values.json ?? false);
      default:
        throw new ArgumentError(`unknown command '${command}' (render, check or model)`);
    }
  } catch (error) {
    if (!(error instanceof UserError)) throw error;
    output.stderr(`swaralipi: ${error.message}\n`);
    if (error instanceof ArgumentError) output.stderr(`Run 'swaralipi --help' for usage.\n`);
    return 2;
  }
}
