/**
 * @fileoverview The server's one logging seam. Everything the server prints (request lines,
 * start-up messages, 5xx errors) goes through a `Logger`, so tests can pass a silent or
 * recording one and production prints to the console.
 */

/** Where the server writes its messages. `error` takes the thrown value when there is one. */
export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string, error?: unknown): void;
}

/** Prints info to stdout and warnings and errors (with their stack) to stderr. */
export const consoleLogger: Logger = {
  info: (message) => console.log(message),
  warn: (message) => console.warn(message),
  error: (message, error) => (error === undefined ? console.error(message) : console.error(message, error)),
};

/** Drops every message: for tests that assert behaviour, not output. */
export const silentLogger: Logger = {
  info: () => {},
  warn: () => {},
  error: () => {},
};
