// Shared by tests/python.test.mjs and tests/support/python_expected.mjs: running a program
// (re-exported from process.mjs) and reading/writing the NAME.expected format (see
// tests/python.test.mjs).
export { RUN_ARGS, runProcess } from './process.mjs';

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
