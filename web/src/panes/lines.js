// Shared helpers for panes that list printed lines. Output is always set as text, never HTML.
import { renderChunked } from '../dom.js';
import { isMerged } from '../events.js';
import { callsByOutput, groupCalls, isOutput } from '../run-model.js';
import { terminalRowList } from '../terminal.js';
import { keepsLayout, layoutColumns, showTerminalRows, showTracebackRows } from '../terminal-view.js';

export { isOutput };

/** True for what the graph pane shows: tf.print running inside a traced graph. */
export function isGraphPrint(event) {
  return event.kind === 'tfprint' && event.clock === 'graph';
}

/** True for what the trace pane shows: output while a tf.function traces. */
export function isTracePrint(event) {
  return isOutput(event) && event.clock === 'trace';
}

/** From how many rows a lines pane offers its whole text as one block and a copy button. */
export const ROW_LIMIT = 1000;

/**
 * The most rows a lines pane lays out, the last ones, as a terminal keeps the end of a long
 * output. Chromium lays out no element taller than 33,554,432 px: a list of some 1.7 million
 * rows of 20 px would pile its later placeholders at that height, all of them in view, and
 * build every row; at a million rows the end could not be scrolled to. The rest stay in
 * "Show all as text" and "Copy all".
 */
export const SHOWN_ROW_LIMIT = 500_000;

/**
 * The "call N" tag of each output event that a top-level call printed: event seq ->
 * {label, title, callSeq}. N is the call's number for its function, as the Timeline's call
 * cards say ("double call 3"); the function's name comes first when calls of several
 * functions printed, so that "call 1" is never ambiguous. A merged record (events.js) is one
 * entry, under its first seq; `get` answers for each of its events.
 */
export function callTags(result) {
  const calls = callsByOutput(result);
  const functions = new Set([...calls.values()].map((c) => c.key));
  const tags = new RecordTags();
  for (const [seq, call] of calls) {
    const label = functions.size > 1 ? `${call.function} call ${call.callNumber}` : `call ${call.callNumber}`;
    tags.set(seq, { label, title: `Printed by ${call.function} call ${call.callNumber}: show it in the Timeline`, callSeq: call.event.seq });
  }
  for (const call of groupCalls(result)) {
    for (const e of [...call.tracePrints, ...call.graphPrints]) if (isMerged(e) && tags.has(e.seq)) tags.ranges.push([e.seq, e.seq + e.count, tags.get(e.seq)]);
  }
  return tags;
}

/** A Map of seq -> tag whose get() also answers for the later events of a merged record. */
class RecordTags extends Map {
  ranges = []; // [first seq, last seq + 1, tag]

  get(seq) {
    return super.get(seq) ?? this.ranges.find(([from, to]) => seq >= from && seq < to)?.[2];
  }
}

/**
 * A row's "call N" tag: a button whose text is a CSS content (data-label), so that the row's
 * text stays what the program printed (for reading, selecting and copying).
 */
function callTag({ label, title, callSeq }) {
  const tag = document.createElement('button');
  tag.type = 'button';
  tag.className = 'call-tag';
  tag.dataset.testid = 'call-tag';
  tag.dataset.label = label;
  tag.dataset.callSeq = String(callSeq);
  tag.title = title;
  tag.setAttribute('aria-label', title);
  return tag;
}

/** The event a row stands for: the warning or traceback in it, else its first write. */
function primaryEvent(row) {
  return row.items.find((e) => e.kind === 'warning' || e.kind === 'error') ?? row.items[0];
}

/**
 * A pane that lists printed text as a terminal shows it (terminal.js): carriage returns and
 * backspaces redraw a line, SGR codes style it, a line written in many events is one row.
 * Each row is the text of one or more events that end a line. Rows are rendered virtually
 * (dom.js renderChunked): those near the visible part of the pane only. Outputs of more than
 * ROW_LIMIT rows get a bar saying how many lines there are, with buttons to show everything as
 * one plain text block or to copy it all (the rendered text, not the escapes).
 * With `tagCalls`, a row that a tf.function call printed ends with a "call N" tag that opens
 * the Timeline at that call (ctx event 'show-call' {seq}), when the page has a Timeline.
 * `footer` gives a quiet line under the rows about the run as a whole ("exit status 3"), or ''.
 * @param {{id: string, title: string, testid: string, hint: string, empty: string,
 *          select: (result: object) => object[], tagCalls?: boolean,
 *          decorate?: (row: HTMLElement, event: object, result: object) => HTMLElement|void,
 *          footer?: (result: object) => string}} spec
 *   decorate may return an element to put after the row (e.g. an explanation).
 */
export function linesPane({ id, title, testid, hint, empty, select, decorate, footer, tagCalls = false }) {
  let list = null;
  let more = null;
  let full = null; // the whole output as one text, when the reader asked for it
  let foot = null;
  let ctx = null;
  const rowsOf = memoRows(select);
  const tagsOf = memoByResult(callTags);
  const renderRow = (row, result) => {
    const event = primaryEvent(row);
    const tag = tagCalls && ctx?.hasPane('timeline') ? tagsOf(result).get(event.seq) : null;
    const el = document.createElement('div');
    el.className = `line kind-${event.kind ?? 'print'} stream-${event.stream ?? 'stdout'}`;
    if (keepsLayout(row)) {
      el.classList.add('keeps-layout');
      el.style.setProperty('--cols', String(layoutColumns(row)));
    }
    // A tag floats right of the text, which has its own span: "Show all" redraws the text only.
    const text = tag ? document.createElement('span') : el;
    if (tag) el.append(callTag(tag), text);
    // A traceback's frames keep CPython's layout; its message wraps (showTracebackRows).
    const showAll = event.kind === 'error' ? showTracebackRows(text, [row]) : showTerminalRows(text, [row]);
    if (showAll) el.append(showAll);
    if (event.line > 0) {
      el.dataset.sourceLine = String(event.line);
      el.title = event.function ? `line ${event.line}, in ${event.function}` : `line ${event.line}`;
    }
    const extra = decorate?.(el, event, result);
    return extra ? [el, extra] : el;
  };
  return {
    id,
    title,
    hint,
    mount(el, context) {
      ctx = context;
      list = document.createElement('div');
      list.className = 'lines';
      list.dataset.testid = testid;
      list.dataset.empty = empty;
      more = document.createElement('div');
      more.className = 'more-bar';
      more.dataset.testid = `${testid}-more`;
      more.hidden = true;
      full = document.createElement('pre');
      full.className = 'lines-text';
      full.dataset.testid = `${testid}-text`;
      full.hidden = true;
      foot = document.createElement('p');
      foot.className = 'lines-footer';
      foot.dataset.testid = `${testid}-footer`;
      foot.hidden = true;
      el.append(more, list, full, foot);
      list.addEventListener('click', (event) => {
        const tag = event.target.closest('.call-tag');
        if (!tag) return;
        event.stopPropagation(); // the tag opens the Timeline; it does not move the editor
        ctx.select('timeline');
        ctx.emit('show-call', { seq: Number(tag.dataset.callSeq) });
      });
    },
    update(result) {
      const rows = rowsOf(result);
      const allText = () => rows.text();
      full.textContent = '';
      full.hidden = true;
      list.hidden = false;
      const showText = () => {
        full.textContent = allText();
        full.hidden = false;
        list.hidden = true;
        more.hidden = true;
        return full;
      };
      const hidden = Math.max(0, rows.length - SHOWN_ROW_LIMIT);
      const shown = hidden ? { length: rows.length - hidden, at: (i) => rows.at(hidden + i) } : rows;
      renderChunked({ list, items: shown, render: (row) => renderRow(row, result) });
      foot.textContent = footer?.(result) ?? '';
      foot.hidden = !foot.textContent;
      more.hidden = rows.length <= ROW_LIMIT;
      if (more.hidden) {
        more.replaceChildren();
        return;
      }
      const count = document.createElement('span');
      count.className = 'more-count';
      count.textContent = hidden
        ? `${rows.length.toLocaleString('en')} lines; the first ${hidden.toLocaleString('en')} are only in the whole text.`
        : `${rows.length.toLocaleString('en')} lines.`;
      const button = (label, action, run) => {
        const b = document.createElement('button');
        b.type = 'button';
        b.className = 'link-button';
        b.dataset.action = action;
        b.textContent = label;
        b.addEventListener('click', run);
        return b;
      };
      more.replaceChildren(
        count,
        button('Show all as text', 'all', showText),
        button('Copy all', 'copy', async (click) => {
          const target = click.currentTarget;
          try {
            // As the program printed it: pasted into a file, it reads as `python main.py > out.txt`
            // writes it, its last newline included.
            await navigator.clipboard.writeText(rows.printedText());
            target.textContent = 'Copied';
          } catch {
            // No clipboard access: show the text selected, for Ctrl+C.
            const pre = showText();
            getSelection()?.selectAllChildren(pre);
          }
        }),
      );
    },
    badgeNoun: ['line', 'lines'],
    badge: (result) => {
      const n = rowsOf(result).length;
      return n > 0 ? n : null;
    },
  };
}

/**
 * select(result) replayed on a terminal, once per run result: update and badge both ask.
 * @returns {(result: object) => import('../terminal.js').RowList}
 */
export function memoRows(select) {
  return memoByResult((result) => terminalRowList(select(result)));
}

/** `fn(result)`, computed once per run result. */
function memoByResult(fn) {
  const cache = new WeakMap();
  return (result) => {
    if (!cache.has(result)) cache.set(result, fn(result));
    return cache.get(result);
  };
}
