// What a terminal shows for printed text. Keras writes its progress bar as a terminal expects
// it: "\b" runs and "\r" redraw the line in place, SGR escape codes make it bold and coloured,
// and one line arrives in many writes (one event each). This module replays the events on a
// small screen model and returns each line in its final state, as styled runs and as plain
// text. Pure (no DOM): the panes render its rows, node --test covers it.
//
// The screen model (cursor moves) is ours; the SGR parameters (bold, the 8/16/256 colours,
// true colour) are interpreted by anser, which keeps the current attributes between calls.
import Anser from 'anser';

import { eventAt, isMerged } from './events.js';

const ESC = '\x1b';
/** The characters the screen acts on; everything else is written as it is. */
const SPECIAL = /[\x00-\x08\x0a-\x1f\x7f]/g;
/**
 * The characters that move the cursor or change attributes (a newline aside), and the other
 * C0 controls and DEL, which a terminal does not show (NUL, BEL, ...); a tab is text.
 */
const CONTROL = /[\x00-\x08\x0b-\x1f\x7f]/;

/**
 * A style: the CSS classes (bold, italic, ...) and the CSS colours a run of text gets. The 16
 * named colours are the page's theme colours (`var(--ansi-green)`), the 256-colour palette and
 * true colour are `rgb(...)`. Equal styles are one object, so runs compare by reference.
 * @typedef {{key: string, classes: string[], color: string|null, background: string|null}} Style
 */

/** SGR state: feeds one escape sequence at a time to anser and caches the styles it yields. */
class Attributes {
  constructor() {
    this.anser = new Anser();
    this.styles = new Map();
    /** @type {Style|null} */
    this.current = null;
  }

  /** Applies one SGR sequence (e.g. "\x1b[1;32m") to the current attributes. */
  apply(sequence) {
    const chunks = this.anser.ansiToJson(sequence, { use_classes: true });
    const c = chunks[chunks.length - 1];
    const decorations = [...new Set(c.decorations ?? [])].filter((d) => d !== 'blink').sort();
    let color = this.colour(c.fg, c.fg_truecolor);
    let background = this.colour(c.bg, c.bg_truecolor);
    if (c.isInverted) {
      // SGR 7 swaps the colours; a default one is the pane's own (a terminal's), where anser
      // takes its grey "white" and "black", which read grey on grey in either theme.
      const a = this.anser;
      color = a.bg ? this.colour(a.bg, a.bg_truecolor) : 'var(--panel)';
      background = a.fg ? this.colour(a.fg, a.fg_truecolor) : 'var(--text)';
    }
    if (!color && !background && decorations.length === 0) {
      this.current = null;
      return;
    }
    const key = [decorations.join(','), color, background].join('|');
    let style = this.styles.get(key);
    if (!style) {
      style = Object.freeze({ key, classes: decorations.map((d) => `ansi-${d}`), color, background });
      this.styles.set(key, style);
    }
    this.current = style;
  }

  /** One of anser's colour classes as a CSS colour, or null for the default colour. */
  colour(className, truecolor) {
    if (!className) return null;
    if (className === 'ansi-truecolor') return truecolor ? `rgb(${truecolor})` : null;
    const palette = /^ansi-palette-(\d+)$/.exec(className);
    if (palette) {
      if (!this.anser.PALETTE_COLORS) this.anser.setupPalette();
      const rgb = this.anser.PALETTE_COLORS[Number(palette[1])];
      return rgb ? `rgb(${rgb})` : null;
    }
    return `var(--${className})`; // ansi-green, ansi-bright-white, ...: style.css, per theme
  }
}

/** One line of the screen: its characters (code points) and the style of each. */
class Line {
  constructor() {
    this.chars = [];
    this.styles = [];
  }

  /** A line of the screen holding what `line` (a Line, PlainLine or PlainRow) shows. */
  static from(line) {
    if (line instanceof Line) return line;
    const copy = new Line();
    copy.chars = [...line.text];
    copy.styles = copy.chars.map(() => line.style);
    return copy;
  }

  /** Writes `ch` at column `col`, over what is there, padding with spaces up to it. */
  put(col, ch, style) {
    if (col === this.chars.length) {
      this.chars.push(ch);
      this.styles.push(style);
      return;
    }
    while (this.chars.length < col) {
      this.chars.push(' ');
      this.styles.push(null);
    }
    this.chars[col] = ch;
    this.styles[col] = style;
  }

  /** Erases from `col` to the end of the line (CSI K). */
  truncate(col) {
    this.chars.length = Math.min(this.chars.length, col);
    this.styles.length = this.chars.length;
  }

  get text() {
    return this.chars.join('');
  }

  /** The line as runs of equally styled text. */
  runs() {
    const runs = [];
    for (let i = 0; i < this.chars.length; ) {
      const style = this.styles[i];
      let j = i + 1;
      while (j < this.chars.length && this.styles[j] === style) j += 1;
      runs.push({ text: this.chars.slice(i, j).join(''), style });
      i = j;
    }
    return runs;
  }
}

/** A finished line of plain text in one style: what most writes are, kept as one string. */
class PlainLine {
  constructor(text, style) {
    this.text = text;
    this.style = style;
  }

  runs() {
    return this.text ? [{ text: this.text, style: this.style }] : [];
  }
}

/**
 * Where a CSI or other escape sequence starting at `i` (text[i] === ESC) ends: the index just
 * past it, or -1 when the text ends before it does (the rest arrives in the next write).
 */
function escapeEnd(text, i) {
  if (i + 1 >= text.length) return -1;
  const kind = text[i + 1];
  if (kind === '[') {
    // CSI: parameter and intermediate bytes, then one final byte in @ ... ~.
    for (let j = i + 2; j < text.length; j++) {
      const code = text.charCodeAt(j);
      if (code >= 0x40 && code <= 0x7e) return j + 1;
      if (code < 0x20 || code > 0x3f) return j; // malformed: drop what came so far
    }
    return -1;
  }
  if (kind === ']') {
    // OSC (a window title, a hyperlink): up to BEL or ESC \.
    for (let j = i + 2; j < text.length; j++) {
      if (text[j] === '\x07') return j + 1;
      if (text[j] === ESC && text[j + 1] === '\\') return j + 2;
    }
    return -1;
  }
  return i + 2; // a two-character escape (ESC 7, ESC c, ...)
}

/**
 * A terminal screen fed text in writes. Rows: the output is cut into rows where a write ends a
 * line (the cursor at the start of a fresh line, below every line written), so a row holds the
 * writes of one or more whole lines; a line drawn over many writes (a progress bar) stays in one
 * row. A cursor move up (CSI n A, n F) into lines of earlier rows joins those rows to the open
 * one, so that what is written there replaces their text, as on a terminal.
 */
export class Screen {
  constructor() {
    this.attributes = new Attributes();
    this.pending = ''; // an escape sequence cut by the end of a write
    this.rows = [];
    this.open = null; // the row the next write goes to: {items, lines}
    this.lineAt = 0; // the cursor's line in the open row
    this.col = 0;
  }

  /**
   * Moves the cursor `n` lines up (CSI n A), into earlier rows when the open row has too few
   * lines above it: they join the open row. Stops at the first line written, as a terminal
   * stops at its top.
   */
  up(n) {
    if (n > this.lineAt) this.lineAt += this.joinEarlierRows(n - this.lineAt);
    this.lineAt = Math.max(0, this.lineAt - n);
  }

  /**
   * Moves the last rows (at least `count` lines of them, when there are so many) into the open
   * row, before its lines; returns how many lines moved. The nearest row becomes the open row,
   * the open row's lines and writes going after its own, so that a dashboard redrawn 100 000
   * times (its lines one row, taken back at each redraw) costs no copy of that row's writes.
   */
  joinEarlierRows(count) {
    let joined = 0;
    let base = null;
    while (joined < count && this.rows.length) {
      const last = this.rows[this.rows.length - 1];
      const row = last instanceof Block ? last.pop() : last;
      if (!(last instanceof Block) || last.length === 0) this.rows.pop();
      const lines = row.lines.map((line) => Line.from(line));
      joined += lines.length;
      if (base) {
        base.lines.unshift(...lines);
        base.items.unshift(...row.items);
        continue;
      }
      base = row instanceof Row ? row : new Row(row.items[0], []);
      base.lines = lines;
      base.lines.push(...this.open.lines);
      for (const item of this.open.items) base.items.push(item);
    }
    if (base) this.open = base;
    return joined;
  }

  /**
   * Writes `text` as a terminal would. `item` (e.g. the event that wrote it) is recorded on the
   * row it lands in.
   */
  write(text, item = null) {
    const s = this.pending ? this.pending + String(text ?? '') : String(text ?? '');
    if (!this.open && s.endsWith('\n') && !CONTROL.test(s)) {
      // Whole lines of ordinary text: a row of its own, with no screen to replay.
      const style = this.attributes.current;
      const body = s.slice(0, -1);
      this.pending = '';
      if (!body.includes('\n')) this.rows.push(new PlainRow(item, body, style));
      else this.rows.push(LineBlock.of(item, body, style));
      return;
    }
    let row = this.open ?? new Row(item, [new Line()]);
    if (this.open) row.items.push(item);
    else {
      this.open = row;
      this.lineAt = 0;
      this.col = 0;
    }
    let line = row.lines[this.lineAt];
    this.pending = '';
    for (let i = 0; i < s.length; ) {
      const code = s.charCodeAt(i);
      if (code === 0x1b) {
        const end = escapeEnd(s, i);
        if (end < 0) {
          this.pending = s.slice(i);
          break;
        }
        const sequence = s.slice(i, end);
        if (sequence.length > 2 && sequence[1] === '[') {
          const final = sequence[sequence.length - 1];
          // Cursor up, down, forward, back, to the next or previous line's start and to a
          // column (CSI n A ... n G; n defaults to 1).
          const n = Math.max(1, Number(/^\x1b\[(\d*)[A-G]$/.exec(sequence)?.[1] || 1));
          if (final === 'm') this.attributes.apply(sequence);
          else if (final === 'K' && /^\x1b\[0?K$/.test(sequence)) line.truncate(this.col);
          else if (final === 'K' && sequence === '\x1b[2K') line.truncate(0);
          else if (final === 'D') this.col = Math.max(0, this.col - n);
          else if (final === 'C') this.col += n;
          else if (final === 'G') this.col = n - 1;
          else if (final === 'A' || final === 'F') {
            this.up(n);
            row = this.open; // earlier rows joined it
            line = row.lines[this.lineAt];
            if (final === 'F') this.col = 0;
          } else if (final === 'B' || final === 'E') {
            // Down stops at the last line written: it never adds lines (a newline does).
            this.lineAt = Math.min(row.lines.length - 1, this.lineAt + n);
            line = row.lines[this.lineAt];
            if (final === 'E') this.col = 0;
          }
        }
        i = end;
      } else if (code === 0x0a) {
        // The next line: a new one below the last, or one that a cursor move up left below.
        this.lineAt += 1;
        if (this.lineAt === row.lines.length) row.lines.push(new Line());
        line = row.lines[this.lineAt];
        this.col = 0;
        i += 1;
      } else if (code === 0x0d) {
        this.col = 0;
        i += 1;
      } else if (code === 0x08) {
        if (this.col > 0) this.col -= 1;
        i += 1;
      } else if ((code < 0x20 && code !== 0x09) || code === 0x7f) {
        i += 1; // NUL, BEL and the like: nothing to see
      } else {
        // A run of ordinary characters, up to the next control character.
        SPECIAL.lastIndex = i;
        const end = SPECIAL.test(s) ? SPECIAL.lastIndex - 1 : s.length;
        const style = this.attributes.current;
        for (const ch of s.slice(i, end)) {
          line.put(this.col, ch, style);
          this.col += 1;
        }
        i = end;
      }
    }
    // A write that leaves the cursor at the start of a new, empty line below the others ends
    // the row.
    const last = this.lineAt === row.lines.length - 1;
    if (last && row.lines.length > 1 && this.col === 0 && line.chars.length === 0 && !this.pending) {
      row.lines.pop();
      this.rows.push(row);
      this.open = null;
    }
  }

  /**
   * Writes a record (events.js): a merged record of whole lines of ordinary text becomes one
   * Block of rows, one per event, with no object per row; any other is written event by event.
   */
  writeRecord(record) {
    if (!isMerged(record)) {
      this.write(record.text, record);
      return;
    }
    if (!this.open && !this.pending && Block.fits(record)) {
      this.rows.push(new Block(record, this.attributes.current));
      return;
    }
    for (let i = 0; i < record.count; i++) this.write(record.text.slice(i === 0 ? 0 : record.ends[i - 1], record.ends[i]), eventAt(record, i));
  }

  /** The rows so far, the open one included (which later writes may still change). */
  finish() {
    const open = this.open;
    if (!open) return this.rows;
    // An empty last line that a cursor move up left below the cursor is not a row's line: the
    // row ended there (the row itself stays as it is, for later writes).
    const lines = open.lines;
    if (lines.length > 1 && this.lineAt < lines.length - 1 && lines[lines.length - 1].chars.length === 0) {
      const shown = new Row(null, lines.slice(0, -1));
      shown.items = open.items;
      shown.endsLine = true;
      return [...this.rows, shown];
    }
    return [...this.rows, open];
  }
}

/**
 * The rows of a merged record (events.js) whose events each write whole lines of ordinary
 * text: row i is event i's text, made into a row object only when asked for (rowAt).
 */
class Block {
  /** True when every event of `record` ends a line and no character needs the screen. */
  static fits(record) {
    if (CONTROL.test(record.text)) return false;
    const { text, ends } = record;
    for (let i = 0; i < ends.length; i++) if (text.charCodeAt(ends[i] - 1) !== 0x0a) return false;
    return true;
  }

  constructor(record, style) {
    this.record = record;
    this.style = style;
    this.count = record.count; // fewer once a cursor move up took its last rows (pop)
  }

  get length() {
    return this.count;
  }

  /** Takes the block's last row out of it (Screen.up joins it to the open row). */
  pop() {
    this.count -= 1;
    return this.rowAt(this.count);
  }

  /** Row i of the block: what Screen.write would have made of the event's text. */
  rowAt(i) {
    const { record } = this;
    const start = i === 0 ? 0 : record.ends[i - 1];
    const body = record.text.slice(start, record.ends[i] - 1);
    const item = eventAt(record, i);
    return body.includes('\n') ? new Row(item, body.split('\n').map((l) => new PlainLine(l, this.style))) : new PlainRow(item, body, this.style);
  }

  /** The rows' texts joined by "\n". */
  get text() {
    return this.record.text.slice(0, this.record.ends[this.count - 1] - 1);
  }
}

/**
 * The rows of one write of more than ROW_LINES whole lines of ordinary text (print() of a
 * "\n".join of a million lines): a row per line, all drawn by that write, made only when asked
 * for (rowAt). A write of fewer lines is one row, as a table printed at once keeps its layout;
 * one row of a million lines took the browser seconds to lay out, and Output's rows are drawn
 * as they scroll into view, a row at a time.
 */
export const ROW_LINES = 200;

class LineBlock extends Block {
  /** The rows of `body` (lines joined by "\n"): one Row, or a LineBlock for more than ROW_LINES lines. */
  static of(item, body, style) {
    const block = new LineBlock(item, body, style);
    if (block.count > ROW_LINES) return block;
    return new Row(item, body.split('\n').map((l) => new PlainLine(l, style)));
  }

  constructor(item, body, style) {
    super({ count: 0 }, style);
    this.item = item;
    this.body = body;
    const starts = [0];
    for (let i = body.indexOf('\n'); i >= 0; i = body.indexOf('\n', i + 1)) starts.push(i + 1);
    this.lineStarts = starts;
    this.count = starts.length;
  }

  rowAt(i) {
    const starts = this.lineStarts;
    const end = i + 1 < starts.length ? starts[i + 1] - 1 : this.body.length;
    return new PlainRow(this.item, this.body.slice(starts[i], end), this.style);
  }

  get text() {
    const starts = this.lineStarts;
    return this.count < starts.length ? this.body.slice(0, starts[this.count] - 1) : this.body;
  }
}

/**
 * The rows of a screen without an object per row: a list of rows and Blocks, read by position.
 * `length`, `at(i)`, iteration and `text()` (the rows' texts joined by "\n").
 */
export class RowList {
  /**
   * @param {Array} parts rows and Blocks
   * @param {boolean} endsLine the text ended its last line (what copying the whole text keeps)
   */
  constructor(parts, endsLine = true) {
    this.endsLine = endsLine;
    this.parts = parts;
    this.starts = []; // the position of each part's first row
    let n = 0;
    for (const part of parts) {
      this.starts.push(n);
      n += part instanceof Block ? part.length : 1;
    }
    this.length = n;
  }

  /** Row i (0 <= i < length). */
  at(i) {
    if (i < 0 || i >= this.length) return undefined;
    let lo = 0;
    let hi = this.parts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.starts[mid] <= i) lo = mid;
      else hi = mid - 1;
    }
    const part = this.parts[lo];
    return part instanceof Block ? part.rowAt(i - this.starts[lo]) : part;
  }

  *[Symbol.iterator]() {
    for (const part of this.parts) {
      if (part instanceof Block) for (let i = 0; i < part.length; i++) yield part.rowAt(i);
      else yield part;
    }
  }

  /** What the rows show, joined by "\n" ("show all as text"). */
  text() {
    return this.parts.map((part) => part.text).join('\n');
  }

  /**
   * What the rows show as the program printed it, for copying: each line ended by "\n" but
   * a last one the program left open (print(..., end="")); "" for no rows.
   */
  printedText() {
    return this.length && this.endsLine ? `${this.text()}\n` : this.text();
  }
}

/**
 * One row: the writes (`items`) that drew its lines. Each line has `text` and `runs()`, the
 * text as [{text, style}] runs, style null for plain text.
 */
class Row {
  constructor(item, lines) {
    this.items = [item];
    this.lines = lines;
  }

  /** The rendered lines joined by "\n": what the reader sees, what copying gives. */
  get text() {
    return this.lines.length === 1 ? this.lines[0].text : this.lines.map((l) => l.text).join('\n');
  }
}

/**
 * A row of one line of plain text written at once (most rows): a Row and its one line in a
 * single object, since a run printing 200 000 lines makes as many.
 */
class PlainRow extends PlainLine {
  constructor(item, text, style) {
    super(text, style);
    this.item = item;
  }

  get items() {
    return [this.item];
  }

  get lines() {
    return [this];
  }
}

/**
 * Replays events (anything with a `text`; merged records of events.js too) on a fresh screen
 * and returns its rows as a RowList: a run printing 200 000 lines gets no object per row.
 * @param {Array<{text?: string}>} events
 * @returns {RowList}
 */
export function terminalRowList(events) {
  const screen = new Screen();
  for (const event of events) screen.writeRecord(event);
  const rows = screen.finish();
  return new RowList(rows, !screen.open || Boolean(rows[rows.length - 1].endsLine));
}

/**
 * The same rows as an array, each with `items` (the events that drew it), `lines` and `text`.
 * @param {Array<{text?: string}>} events
 * @returns {Row[]}
 */
export function terminalRows(events) {
  return [...terminalRowList(events)];
}

/**
 * `text` without its SGR escape codes: what a terminal shows of a message (Keras makes the
 * inner message of a layer's error bold) where the page shows it as plain text.
 */
export function withoutEscapes(text) {
  return text.includes(ESC) ? Anser.ansiToText(text) : text;
}

/** The rendered text of some events, rows joined by "\n": what a terminal shows of them. */
export function terminalText(events) {
  return terminalRowList(events).text();
}
