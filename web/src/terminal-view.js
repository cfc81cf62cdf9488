// Terminal rows (terminal.js) as DOM: every run is a text node or a <span> with its classes and
// colours (set through CSSOM), a wide character in a span two cells wide (wide-cells.js). Text
// is always set as text, never parsed as HTML.
import { appendCells } from './wide-cells.js';

/** Box-drawing and block characters: a table, a progress bar, a drawing. */
const DRAWING = /[\u2500-\u259f]/;

/**
 * Box-drawing characters other than the horizontal lines (─ ━ ┄ ┅ ┈ ┉ ╌ ╍ ═ and the half
 * lines ╴ ╶ ╸ ╺ ╼ ╾): the columns and corners of a table such as summary()'s.
 */
const TABLE = /[\u2502\u2503\u2506\u2507\u250a-\u254b\u254e\u254f\u2551-\u2573\u2575\u2577\u2579\u257b\u257d\u257f]/;

/** True when a row draws something: a table, or a progress bar made of ━ or █. */
export function drawsSomething(row) {
  return DRAWING.test(row.text);
}

/**
 * True when a row's lines must keep their layout: no wrapping, a horizontal scroll instead.
 * A table does (summary()'s columns must line up), and so does a drawing over several lines.
 * A one-line progress bar (Keras's fit, tqdm) wraps as other text: on a phone, a row of
 * its own per epoch scrolled sideways hid every epoch's metrics past the bar.
 */
export function keepsLayout(row) {
  return TABLE.test(row.text) || (DRAWING.test(row.text) && row.lines.length > 1);
}

/**
 * The width of a row's widest line, in characters: what a table kept in its layout needs, so
 * that the pane can set it in a smaller font where that makes it fit (style.css `--cols`).
 */
export function layoutColumns(row) {
  let widest = 0;
  for (const line of row.text.split('\n')) widest = Math.max(widest, [...line].length);
  return widest;
}

/**
 * How many characters of one line the panes show at first: a line of ten million characters
 * would take the browser seconds to lay out. The rest comes with "Show more" (LINE_STEP).
 */
export const LINE_LIMIT = 1000;

/** The runs of `line` cut to `limit` characters. */
function cutRuns(runs, limit) {
  const out = [];
  let left = limit;
  for (const run of runs) {
    if (left <= 0) break;
    out.push(run.text.length > left ? { text: run.text.slice(0, left), style: run.style } : run);
    left -= run.text.length;
  }
  return out;
}

/** True when some line of `rows` is longer than `limit` characters. */
export function hasLongLine(rows, limit = LINE_LIMIT) {
  return rows.some((row) => row.lines.some((line) => line.text.length > limit));
}

/** `text` with every line longer than `limit` characters cut, and "…" after it (for labels). */
export function cutLines(text, limit = LINE_LIMIT) {
  if (typeof text !== 'string' || text.length <= limit) return text;
  return text
    .split('\n')
    .map((line) => (line.length > limit ? `${line.slice(0, limit)}…` : line))
    .join('\n');
}

/**
 * Appends the lines of `rows` to `parent`, separated by newlines (for white-space: pre). Plain
 * text between styled runs goes in as one text node. With `limit`, a longer line shows its
 * first `limit` characters and "…".
 */
export function appendTerminalRows(parent, rows, { limit = Infinity } = {}) {
  let plain = '';
  let first = true;
  for (const row of rows) {
    for (const line of row.lines) {
      if (!first) plain += '\n';
      first = false;
      const long = line.text.length > limit;
      for (const { text, style } of long ? cutRuns(line.runs(), limit) : line.runs()) {
        if (!style) {
          plain += text;
          continue;
        }
        if (plain) appendCells(parent, plain);
        plain = '';
        const span = document.createElement('span');
        if (style.classes.length) span.className = style.classes.join(' ');
        if (style.color) span.style.color = style.color;
        if (style.background) span.style.backgroundColor = style.background;
        appendCells(span, text);
        parent.append(span);
      }
      if (long) plain += '…';
    }
  }
  if (plain) appendCells(parent, plain);
}

/**
 * How many rows of one printed event a Timeline card shows at first: `print("\n".join(...))` of
 * a million lines is one event, and a card of all its lines froze the page for seconds while the
 * browser laid it out. The rest comes with "Show all"; the Output pane lists them all.
 */
export const CARD_ROW_LIMIT = 100;

/**
 * How many more characters of a cut line each "Show more" click lays out: a line of twenty
 * million characters shown whole froze the page for eight seconds, and every resize after it
 * for one. A hundred thousand take about 20 ms; the whole line is there to copy.
 */
export const LINE_STEP = 100_000;

/**
 * Fills `el` with `rows` (an array, or a RowList of terminal.js), long lines cut to LINE_LIMIT
 * characters and, with `maxRows`, only the first `maxRows` rows. When something was cut,
 * returns the control to show more, for the caller to place; else null. Rows cut off: a
 * "Show all N lines" button. A long line: "Show all N characters" when the rest fits in
 * LINE_STEP, else "Show 100,000 more of N characters" and "Copy text" (the rows' whole text).
 */
export function showTerminalRows(el, rows, { maxRows = Infinity } = {}) {
  const head = rows.length > maxRows ? Array.from({ length: maxRows }, (_, i) => rows.at(i)) : [...rows];
  const cut = hasLongLine(head);
  appendTerminalRows(el, head, { limit: cut ? LINE_LIMIT : Infinity });
  if (head.length === rows.length) return cut ? longLineControls(el, head) : null;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'link-button show-all-line';
  button.dataset.action = 'show-lines';
  button.textContent = `Show all ${rows.length.toLocaleString('en')} lines`;
  el.append('\n…');
  button.addEventListener('click', (event) => {
    event.stopPropagation();
    el.replaceChildren();
    // All the rows, their long lines still cut (with controls of their own).
    const next = showTerminalRows(el, rows);
    if (next) button.replaceWith(next);
    else button.remove();
  });
  return button;
}

/**
 * The controls after `rows` shown in `el` with their long lines cut to LINE_LIMIT: a button
 * that lays out LINE_STEP more characters of each (all of them when that is the rest) and,
 * while more than that is left, one that copies the rows' text whole.
 */
function longLineControls(el, rows) {
  const longest = Math.max(...rows.flatMap((row) => row.lines.map((l) => l.text.length)));
  let limit = LINE_LIMIT;
  const controls = document.createElement('span');
  controls.className = 'show-all-line';
  const more = document.createElement('button');
  more.type = 'button';
  more.className = 'link-button';
  more.dataset.action = 'show-line';
  const copy = document.createElement('button');
  copy.type = 'button';
  copy.className = 'link-button';
  copy.dataset.action = 'copy-line';
  copy.textContent = 'Copy text';
  const label = () => {
    const all = longest - limit <= LINE_STEP;
    more.textContent = all
      ? `Show all ${longest.toLocaleString('en')} characters`
      : `Show ${LINE_STEP.toLocaleString('en')} more of ${longest.toLocaleString('en')} characters`;
    copy.hidden = all;
  };
  more.addEventListener('click', (event) => {
    event.stopPropagation();
    limit += LINE_STEP;
    const inside = controls.parentNode === el; // a pane may put them after the text, in `el`
    el.replaceChildren();
    appendTerminalRows(el, rows, { limit: limit >= longest ? Infinity : limit });
    if (limit >= longest) return controls.remove();
    label();
    if (inside) el.append(controls);
  });
  copy.addEventListener('click', async (event) => {
    event.stopPropagation();
    try {
      await navigator.clipboard.writeText(rows.flatMap((row) => row.lines.map((l) => l.text)).join('\n'));
      copy.textContent = 'Copied';
    } catch {
      copy.textContent = 'The browser did not allow copying';
    }
  });
  label();
  controls.append(more, copy);
  return controls;
}

/**
 * The lines of a traceback in parts, [{frames, lines}]: a "Traceback (most recent call last):"
 * line and the indented lines after it (each frame's file line, code and carets) are frames,
 * which keep CPython's layout so that the carets stay under the code; everything else (the
 * exception's message, "During handling of the above exception ..." between chained
 * tracebacks, tfplay's own step-budget message) is prose, which wraps.
 */
export function tracebackParts(lines) {
  const parts = [];
  let inFrames = false;
  for (const line of lines) {
    if (line.text.startsWith('Traceback (most recent call last):')) inFrames = true;
    else if (inFrames && !/^\s/.test(line.text)) inFrames = false;
    const last = parts[parts.length - 1];
    if (last && last.frames === inFrames) last.lines.push(line);
    else parts.push({ frames: inFrames, lines: [line] });
  }
  return parts;
}

/** The file name the program runs as (the engine's `filename` option): its frames link to the editor. */
export const PROGRAM_FILE = 'main.py';

/** A frame's file line in the program: `  File "main.py", line 9, in <module>`; [1] is the line. */
const PROGRAM_FRAME = new RegExp(`^(\\s*)File "${PROGRAM_FILE.replace('.', '\\.')}", line (\\d+)`);

/**
 * The lines of a traceback part in frames of the program, [{line, lines}]: a file line of the
 * program (PROGRAM_FRAME) and the lines indented deeper after it (its code and carets) have the
 * frame's line; other lines (library frames, prose) have line 0.
 */
export function programFrames(lines) {
  const groups = [];
  let indent = -1; // the file line's indent while in a frame of the program
  for (const line of lines) {
    const m = PROGRAM_FRAME.exec(line.text);
    const inFrame = indent >= 0 && /^\s*/.exec(line.text)[0].length > indent && line.text.trim() !== '';
    const last = groups[groups.length - 1];
    if (m) {
      indent = m[1].length;
      groups.push({ line: Number(m[2]), lines: [line] });
    } else if (inFrame) {
      last.lines.push(line);
    } else {
      indent = -1;
      if (last && last.line === 0) last.lines.push(line);
      else groups.push({ line: 0, lines: [line] });
    }
  }
  return groups;
}

/**
 * Fills `el` with a traceback's `rows` (terminal rows) in parts (tracebackParts): a block of
 * class tb-frames that keeps its layout and scrolls sideways, or tb-message that wraps. A part
 * with a line longer than LINE_LIMIT is cut, with its "Show all" button after it. Each frame of
 * the program (its file line, code and carets; in a message too, as TF's "in user code:" lists
 * them) is a span with its line as data-source-line: a click on it selects that line in the
 * editor, not the error's. The text (textContent) is the traceback's, line ends included.
 */
export function showTracebackRows(el, rows) {
  const parts = tracebackParts(rows.flatMap((row) => row.lines));
  parts.forEach((part, i) => {
    const block = document.createElement('div');
    block.className = part.frames ? 'tb-frames' : 'tb-message';
    const buttons = [];
    programFrames(part.lines).forEach((group, j) => {
      if (j > 0) block.append('\n');
      let target = block;
      if (group.line > 0) {
        target = document.createElement('span');
        target.className = 'tb-frame';
        target.dataset.sourceLine = String(group.line);
        target.title = `line ${group.line}`;
        block.append(target);
      }
      const showAll = showTerminalRows(target, [{ lines: group.lines }]);
      if (showAll) buttons.push(showAll);
    });
    // The line end between parts stays in the text (read, copied); a block's last line end
    // draws no empty line.
    if (i < parts.length - 1) block.append('\n');
    el.append(block, ...buttons);
  });
}
