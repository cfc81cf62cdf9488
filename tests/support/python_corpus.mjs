// Shared by tests/python.test.mjs and tests/support/python_expected.mjs: running a program
// and reading/writing the NAME.expected format (see tests/python.test.mjs).
import { spawn } from 'node:child_process';

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

const MARK = '#### ';
const NO_NEWLINE = '#### no newline at end';

/** Parses a NAME.expected file into {stdout, stderr, status}. */
export function parseExpected(text) {
  const result = { stdout: '', stderr: '', status: 0 };
  let section = null;
  let lines = [];
  const flush = (trailingNewline) => {
    if (section) result[section] = lines.map((l) => `${l}\n`).join('').slice(0, trailingNewline ? undefined : -1);
    lines = [];
  };
  const all = text.split('\n');
  if (all.at(-1) === '') all.pop();
  for (let i = 0; i < all.length; i++) {
    const line = all[i];
    if (line === NO_NEWLINE) {
      flush(false);
      section = null;
    } else if (line === '#### stdout' || line === '#### stderr') {
      flush(true);
      section = line.slice(MARK.length);
    } else if (line.startsWith('#### status ')) {
      flush(true);
      section = null;
      result.status = Number(line.slice('#### status '.length));
    } else if (section) {
      lines.push(line);
    } else {
      throw new Error(`unexpected line outside a section: ${JSON.stringify(line)}`);
    }
  }
  flush(true);
  return result;
}

/** Writes {stdout, stderr, status} in the NAME.expected format. */
export function formatExpected({ stdout, stderr, status }) {
  const section = (name, text) => {
    if (text === '') return `${MARK}${name}\n`;
    return `${MARK}${name}\n${text}${text.endsWith('\n') ? '' : `\n${NO_NEWLINE}\n`}`;
  };
  return `${section('stdout', stdout)}${section('stderr', stderr)}${MARK}status ${status}\n`;
}
