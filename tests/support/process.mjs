// Running a test program as a child process, shared by the test runners.
import { spawn } from 'node:child_process';

/** The CLI's `run` without the page's 5 s watchdog: a test's own timeout bounds it, and a
 * loaded machine must not turn a slow program into a WatchdogTimeout. */
export const RUN_ARGS = Object.freeze(['run', '--timeout', '0']);

/** Runs `cmd args` in `cwd`; resolves {stdout, stderr, status, signal, timedOut} or {error}. */
export function runProcess(cmd, args, cwd, timeoutMs, extraEnv = {}) {
  return new Promise((resolvePromise) => {
    const child = spawn(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...extraEnv } });
    const out = [];
    const err = [];
    child.stdout.on('data', (d) => out.push(d));
    child.stderr.on('data', (d) => err.push(d));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      resolvePromise({ error });
    });
    child.on('close', (status, signal) => {
      clearTimeout(timer);
      resolvePromise({
        stdout: Buffer.concat(out).toString('utf8'),
        stderr: Buffer.concat(err).toString('utf8'),
        status,
        signal,
        timedOut,
      });
    });
  });
}
