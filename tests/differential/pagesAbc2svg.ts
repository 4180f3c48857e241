/**
 * @fileoverview Pages per file as abc2svg 1.22.1 paginates them (issue 5, "Visual proof": pages
 * per file agree with abc2svg's). abc2svg paginates only through its page module (page-1.js),
 * which its own command-line backends load when a page height is set; so the file is run as
 * abc2svg's `abcnode` runs it (black box: its scripts abc2svg-1.js, cmdline.js and tohtml.js,
 * with `abcnode`'s interpreter functions, called as `abcnode --pageheight 29.7cm FILE`), in a
 * fresh `node:vm` context per file, and the pages of the HTML it prints are counted.
 *
 * The one option given, `--pageheight 29.7cm`, is our default page height (A4, 1122.5 px:
 * engine-bindings DEFAULTS) and what turns abc2svg's page module on; abc2svg's other page
 * settings are its defaults (A4 width 21 cm, margins 1.4 cm left and right: the same as
 * ours), and a `%%pageheight` or `%%pagewidth` of the file still overrides the option, as the
 * command line's last options are set before the file is read.
 *
 * May throw, and may never return (abc2svg hangs on some inputs): call it in an IsolatedWorker
 * (pages-worker.ts).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import vm from 'node:vm';

const require = createRequire(import.meta.url);
const abc2svgDirectory = dirname(require.resolve('abc2svg/abc2svg-1.js'));

/** The page height given to abc2svg: our default page (A4 portrait). */
export const ABC2SVG_PAGE_HEIGHT = '29.7cm';

/** The name the text is given on abc2svg's command line. */
const FILE_NAME = 'tune.abc';

/**
 * abc2svg's command-line program as `abcnode` assembles it (its core, cmdline.js, tohtml.js),
 * followed by `abcnode`'s interpreter functions, rewritten to read from this module's
 * `host` object instead of the file system and standard output.
 */
const program = new vm.Script(
  ['abc2svg-1.js', 'cmdline.js', 'tohtml.js'].map((name) => readFileSync(join(abc2svgDirectory, name), 'utf8')).join('\n') +
    `
abc2svg.print = function (text) { host.output.push(text) }
abc2svg.printErr = function (text) { host.errors.push(text) }
abc2svg.quit = function () { throw new Error('abc2svg quit: ' + host.errors.join(' / ')) }
abc2svg.readFile = function (name) { return host.readFile(name) }
abc2svg.get_mtime = function () { return new Date(0) }
abc2svg.loadjs = function (name, relay, onerror) {
  const source = host.readModule(name)
  if (source === null) { if (onerror) onerror(); else abc2svg.printErr('Cannot read file ' + name); return }
  host.evaluate(source)
  if (relay) relay()
}
global.Abc = Abc
global.abc2svg = abc2svg
global.user = user
abc_cmd('abcnode', host.args, 'nodeJS')
`,
  { filename: 'abc2svg-abcnode.js' },
);

/** What abc2svg printed for one file. */
export interface Abc2svgPages {
  /** Pages of the HTML: the page module writes each page as a `<div style="line-height:0...">`. */
  pages: number;
  /** abc2svg's messages (printErr). */
  messages: string[];
}

/** Counts the pages of the HTML abc2svg's page module printed (one `div` per page). */
export function countPages(html: string): number {
  return (html.match(/<div style="line-height:0/g) ?? []).length;
}

/**
 * Runs abc2svg's command-line program on `text` (a whole corpus file) with its page module and
 * returns the number of pages it wrote.
 *
 * @throws when abc2svg throws or quits
 */
export function abc2svgPages(text: string): Abc2svgPages {
  const host = {
    args: ['--pageheight', ABC2SVG_PAGE_HEIGHT, FILE_NAME],
    output: [] as string[],
    errors: [] as string[],
    readFile: (name: string): string | null => (name === FILE_NAME ? text : null),
    readModule: (name: string): string | null => {
      // Only abc2svg's own modules (page-1.js and the others a directive asks for).
      if (!/^[\w-]+\.js$/.test(name)) return null;
      try {
        return readFileSync(join(abc2svgDirectory, name), 'utf8');
      } catch {
        return null;
      }
    },
    evaluate: (source: string): void => {
      vm.runInContext(source, context);
    },
  };
  const context = vm.createContext({ host, console });
  context.global = context;
  program.runInContext(context);
  return { pages: countPages(host.output.join('\n')), messages: host.errors };
}
