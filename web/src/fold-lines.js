// Folds repeated lines in a text the way CPython folds a traceback's repeated frames: a line
// (or a group of up to four lines, such as a frame's "File ..." line and its source line)
// repeated more than three times in a row is shown three times, then
// "[Previous line repeated N more times]". A recursive tf.function's error lists its frame
// once per level; folded, it fits the error box.

import { exceptionLine } from './run-model.js';

const SHOWN = 3; // CPython's traceback.py _RECURSIVE_CUTOFF
const MAX_GROUP = 4;

/** How many times lines[i .. i+k) repeats in a row from i. */
function repeats(lines, i, k) {
  let n = 1;
  for (let j = i + k; j + k <= lines.length; j += k) {
    for (let m = 0; m < k; m++) if (lines[j + m] !== lines[i + m]) return n;
    n += 1;
  }
  return n;
}

/** `text` with runs of more than three equal lines (or groups of lines) folded. */
export function foldRepeatedLines(text) {
  const lines = text.split('\n');
  const out = [];
  for (let i = 0; i < lines.length; ) {
    let folded = false;
    for (let k = 1; k <= MAX_GROUP && i + k <= lines.length; k++) {
      const n = repeats(lines, i, k);
      if (n <= SHOWN) continue;
      for (let r = 0; r < SHOWN; r++) out.push(...lines.slice(i, i + k));
      const indent = /^\s*/.exec(lines[i])[0];
      const more = n - SHOWN;
      out.push(`${indent}[Previous line repeated ${more} more time${more === 1 ? '' : 's'}]`);
      i += n * k;
      folded = true;
      break;
    }
    if (!folded) {
      out.push(lines[i]);
      i += 1;
    }
  }
  return out.join('\n');
}

/** The most characters the error box shows; the Output tab has the whole traceback. */
export const ERROR_TEXT_LIMIT = 20_000;

/** An error's text for the error box: repeated lines folded, then cut to ERROR_TEXT_LIMIT. */
export function errorBoxText(text) {
  const folded = foldRepeatedLines(text);
  if (folded.length <= ERROR_TEXT_LIMIT) return folded;
  return `${folded.slice(0, ERROR_TEXT_LIMIT)}… (${folded.length.toLocaleString('en')} characters; the Output tab has them all)`;
}

/**
 * Where an error was raised, as the error box names it before the message: "Line L, column C"
 * ("Line L" without a column), or '' when the run gave no line (a limit, the watchdog). Before
 * the message, never after it: after a multi-line message (Keras's "Arguments received by
 * Layer.call():" list) the place read as one more line of the message.
 */
export function errorPlace(error) {
  if (!(error.line > 0)) return '';
  return `Line ${error.line}${error.column > 0 ? `, column ${error.column}` : ''}`;
}

/**
 * The error box's message: "Type: message", trailing newlines dropped (TF's "in user code:"
 * errors end with one). An exception without a message (`raise KeyboardInterrupt`) is its type
 * alone, as the traceback's last line is in CPython.
 */
export function errorMessage(error) {
  return exceptionLine({ ...error, message: String(error.message ?? '').replace(/\s+$/, '') });
}

/** The error box's whole text: "Line L, column C: Type: message" (errorPlace, errorMessage). */
export function errorSummary(error) {
  const place = errorPlace(error);
  return place ? `${place}: ${errorMessage(error)}` : errorMessage(error);
}
