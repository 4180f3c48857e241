/**
 * @fileoverview Runs jobs in a child Node process with a time limit per job, so that an engine
 * that hangs (a WebAssembly loop, or abc2svg on `[2[2c|`, DESIGN.md 3.4) fails that one job
 * instead of blocking the test run or the benchmark forever.
 *
 * A synchronous hang cannot be interrupted from inside its own thread, so the work runs in a
 * forked process: on a time-out the process is killed with SIGKILL and a fresh one is started
 * for the next job. The child is a TypeScript module run through tsx; it answers each
 * `{ id, job }` message with `{ id, ok: true, result }` or `{ id, ok: false, error }` (see
 * `serveJobs`).
 */
import { fork, type ChildProcess } from 'node:child_process';

/** What a job ended with. */
export type JobOutcome<R> =
  | { status: 'done'; result: R }
  | { status: 'error'; error: string }
  | { status: 'timeout'; ms: number };

interface Reply<R> {
  id: number;
  ok: boolean;
  result?: R;
  error?: string;
}

/**
 * A child process that runs one job at a time, restarted after a time-out or a crash.
 *
 * @typeParam J job message (structured-clonable)
 * @typeParam R result message
 */
export class IsolatedWorker<J, R> {
  private child: ChildProcess | null = null;
  private nextId = 1;
  /** Number of times the child was killed or died and had to be started again. */
  restarts = 0;

  /**
   * @param modulePath absolute path of the child's module (it calls `serveJobs`)
   * @param env extra environment variables for the child
   */
  constructor(
    private readonly modulePath: string,
    private readonly env: Record<string, string> = {},
  ) {}

  private start(): ChildProcess {
    const child = fork(this.modulePath, [], {
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, ...this.env },
      // 'advanced' keeps typed arrays and large strings intact and is faster than JSON.
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.child = child;
    // A child that dies between jobs is replaced on the next `run`.
    child.once('exit', () => {
      if (this.child === child) this.child = null;
    });
    return child;
  }

  /**
   * Runs one job, waiting at most `timeoutMs` milliseconds for its answer.
   * Never rejects: a time-out, a crash of the child or an exception thrown by the job is
   * reported in the outcome.
   */
  run(job: J, timeoutMs: number): Promise<JobOutcome<R>> {
    const child = this.child ?? this.start();
    const id = this.nextId++;
    return new Promise((resolvePromise) => {
      let settled = false;
      const settle = (outcome: JobOutcome<R>): void => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolvePromise(outcome);
      };
      const onMessage = (message: Reply<R>): void => {
        if (message.id !== id) return;
        settle(message.ok ? { status: 'done', result: message.result as R } : { status: 'error', error: message.error ?? 'unknown error' });
      };
      const onExit = (code: number | null, signal: NodeJS.Signals | null): void => {
        this.restarts++;
        settle({ status: 'error', error: `worker exited (code ${code}, signal ${signal})` });
      };
      const timer = setTimeout(() => {
        child.off('exit', onExit);
        this.kill();
        this.restarts++;
        settle({ status: 'timeout', ms: timeoutMs });
      }, timeoutMs);
      child.on('message', onMessage);
      child.on('exit', onExit);
      child.send({ id, job }, (error) => {
        if (error) settle({ status: 'error', error: `cannot send the job to the worker: ${error.message}` });
      });
    });
  }

  /** Kills the child process, if any. The next `run` starts a fresh one. */
  kill(): void {
    if (this.child) {
      this.child.kill('SIGKILL');
      this.child = null;
    }
  }
}

/**
 * The child's side: answers each job message with `handler`'s result. Call it once at the top
 * level of the child module. An exception in `handler` is sent back as an error, not a crash.
 */
export function serveJobs<J, R>(handler: (job: J) => R | Promise<R>): void {
  if (!process.send) throw new Error('serveJobs must run in a forked child process');
  process.on('message', async (message: { id: number; job: J }) => {
    let reply: Reply<R>;
    try {
      reply = { id: message.id, ok: true, result: await handler(message.job) };
    } catch (error) {
      reply = { id: message.id, ok: false, error: error instanceof Error ? `${error.message}\n${error.stack ?? ''}` : String(error) };
    }
    process.send!(reply);
  });
  // Leave when the parent goes away, so no orphan keeps a core busy.
  process.on('disconnect', () => process.exit(0));
}
