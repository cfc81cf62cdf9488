// The normalisations the conformance and parity tests apply to program output: object
// addresses, generated function names, the timing fields of Keras progress lines and the run
// time of unittest's summary line (see tests/conformance.test.mjs for why each exists).

// Only addresses after " at " (CPython's `<... at 0x...>` reprs); other hex text stays exact.
export function normaliseAddresses(text) {
  return text === null ? null : text.replace(/ at 0x[0-9a-fA-F]+/g, ' at 0x?');
}

// `__inference_NAME_123` -> `__inference_NAME_?` (the last `_digits` of the name).
export function normaliseInferenceNames(text) {
  return text === null ? null : text.replace(/(__inference_[\w<>]+)_\d+\b/g, '$1_?');
}

// A verbose=1 progress line: Keras's bold `current/target` counter, or `current/Unknown`.
const PROGBAR_LINE = /\x1b\[1m *\d+\/\d+\x1b\[0m |\r *\d+\/Unknown/;
// A verbose=2 progress line: `current/target - elapsed - time per step`.
const PROGBAR_VERBOSE2 = /^( *\d+\/\d+) - \d+s - \d+(?:s|ms|us)\/(step|sample)/;
const ELAPSED_OR_ETA = /\x1b\[1m\d+(?:s|:\d\d(?::\d\d)?)\x1b\[0m/g;
const PER_STEP = / \d+(?:s|ms|us)\/(step|sample)\b/g;

// The characters a terminal shows for one line of output (no `\n` in it): `\r` returns to
// column 0, `\b` moves one column left, other characters overwrite; an ANSI SGR sequence
// stays attached to the character written after it.
export function renderTerminalLine(line) {
  const cells = [];
  let col = 0;
  let pending = '';
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (ch === '\x1b') {
      const m = /^\x1b\[[0-9;]*m/.exec(line.slice(i));
      if (m) {
        pending += m[0];
        i += m[0].length - 1;
        continue;
      }
    }
    if (ch === '\r') col = 0;
    else if (ch === '\b') col = Math.max(0, col - 1);
    else {
      while (cells.length < col) cells.push(' ');
      cells[col] = pending + ch;
      pending = '';
      col++;
    }
  }
  return cells.join('') + (col === cells.length ? pending : '');
}

export function normaliseProgressLines(text) {
  if (text === null) return null;
  return text
    .split('\n')
    .map((line) => {
      if (PROGBAR_LINE.test(line)) {
        return renderTerminalLine(line)
          .replace(ELAPSED_OR_ETA, '\x1b[1m<time>\x1b[0m')
          .replace(PER_STEP, ' <time>/$1')
          .replace(/ +$/, '');
      }
      if (PROGBAR_VERBOSE2.test(line)) {
        return line.replace(PROGBAR_VERBOSE2, '$1 - <time> - <time>/$2');
      }
      return line;
    })
    .join('\n');
}

// unittest's `Ran 3 tests in 0.004s` (TextTestRunner, also under tf.test.main) -> `Ran 3 tests in <time>`.
export function normaliseTestRunTimes(text) {
  return text === null ? null : text.replace(/\bRan (\d+ tests?) in \d+\.\d{3}s/g, 'Ran $1 in <time>');
}

export function normalise(text) {
  return normaliseTestRunTimes(normaliseProgressLines(normaliseInferenceNames(normaliseAddresses(text))));
}
