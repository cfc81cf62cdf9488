// Timeline: every event in order on three lanes (the three clocks): Python (top-level code and
// eager ops), tracing (Python running inside a tf.function to build a graph) and graph
// execution. Each event links to its source line; the list doubles as a screen-reader log.
import { keepArrows, renderPaged } from '../dom.js';
import { eventAt, eventCount, eventSpan, isMerged } from '../events.js';
import { groupCalls, isOutput, laneOf, textOf, withFunctionLabel } from '../run-model.js';
import { terminalRowList } from '../terminal.js';
import { CARD_ROW_LIMIT, cutLines, drawsSomething, keepsLayout, showTerminalRows, showTracebackRows } from '../terminal-view.js';

/** How many events the timeline renders at first; the rest come on request. */
export const EVENT_LIMIT = 1000;

const LANES = [
  ['python', 'Python'],
  ['trace', 'Tracing'],
  ['graph', 'Graph'],
];

/** A call's or trace's chip text, shortened. */
function label(event) {
  const text = withFunctionLabel(result, event, textOf(event));
  if (event.kind === 'call') return text.replace(/ concrete function (\d+)$/, ' #$1');
  return text.replace(/^tracing /, 'trace ').replace(/ \(concrete function (\d+)\)/, ' #$1');
}

let list = null;
let more = null;
let ctx = null;
let result = null;

function markLine(line) {
  for (const el of list.querySelectorAll('.tl-event.is-at-cursor')) el.classList.remove('is-at-cursor');
  if (!(line > 0)) return;
  for (const el of list.querySelectorAll(`.tl-event[data-source-line="${line}"]`)) el.classList.add('is-at-cursor');
}

/**
 * Scrolls to the card of the event `seq` (showing more pages of the list until it is there)
 * and marks it as the target, for the "call N" tags of the Trace-time and Graph-time panes.
 */
function showEvent(seq) {
  for (const el of list.querySelectorAll('.tl-event.is-target')) el.classList.remove('is-target');
  let chip = list.querySelector(`.tl-event[data-seq="${seq}"]`);
  while (!chip && !more.hidden) {
    const next = more.querySelector('[data-action="more"]');
    if (!next) break;
    next.click();
    chip = list.querySelector(`.tl-event[data-seq="${seq}"]`);
  }
  if (!chip) return;
  chip.classList.add('is-target');
  chip.scrollIntoView({ block: 'center' });
  chip.focus({ preventScroll: true });
}

/**
 * The events in display order: the engine logs a traced call's "call" event after its trace;
 * here each call comes first, so a call reads "call -> trace -> graph runs".
 */
function displayOrder(res) {
  const callFirst = new Map(); // seq of a call's first trace event -> that call event
  const moved = new Set();
  for (const call of groupCalls(res)) {
    if (call.event && call.traces.length) {
      callFirst.set(call.traces[0].seq, call.event);
      moved.add(call.event.seq);
    }
  }
  const out = [];
  for (const event of res.events) {
    if (event.kind === 'trace' && callFirst.has(event.seq)) out.push(callFirst.get(event.seq));
    if (event.kind === 'call' && moved.has(event.seq)) continue;
    out.push(event);
  }
  return out;
}

/** The fields that make two events the same card: a recursive tf.function traces 41 times alike. */
const CARD_FIELDS = ['kind', 'clock', 'text', 'stream', 'line', 'function', 'concrete'];
const sameCard = (a, b) => CARD_FIELDS.every((f) => a[f] === b[f]);

/** Identical consecutive events as one card: [{event, count}]. */
export function foldRepeats(events) {
  const cards = cardList(events);
  return Array.from({ length: cards.length }, (_, i) => cards.at(i));
}

/**
 * Where the cards of a merged record (events.js) start: its events in order, identical
 * consecutive texts folded (the other fields are alike in a record). Null when none folds.
 */
function cardStarts(record) {
  const { text } = record;
  let starts = null;
  for (let i = 1; i < record.count; i++) {
    const [a0, a1] = eventSpan(record, i - 1);
    const [b0, b1] = eventSpan(record, i);
    let same = a1 - a0 === b1 - b0;
    for (let k = 0; same && k < a1 - a0; k++) same = text.charCodeAt(a0 + k) === text.charCodeAt(b0 + k);
    if (same && !starts) {
      starts = [];
      for (let j = 0; j < i; j++) starts.push(j);
    }
    if (!same && starts) starts.push(i);
  }
  return starts;
}

/**
 * The cards of some records (identical consecutive events as one card), read by position:
 * `length` and `at(i)` -> {event, count}. A merged record's events become card objects only
 * when asked for, so 200 000 printed lines cost no object per line.
 */
export function cardList(records) {
  const parts = []; // {record, count} for a card, or {record, starts} for a merged record's cards
  const firsts = []; // the position of each part's first card
  let n = 0;
  let last = null;
  for (const record of records) {
    if (isMerged(record)) {
      const starts = cardStarts(record);
      parts.push({ record, starts });
      firsts.push(n);
      n += starts ? starts.length : record.count;
      last = null;
      continue;
    }
    if (last && sameCard(record, last.record)) {
      last.count += 1;
      continue;
    }
    last = { record, count: 1 };
    parts.push(last);
    firsts.push(n);
    n += 1;
  }
  return {
    length: n,
    at(i) {
      if (i < 0 || i >= n) return undefined;
      let lo = 0;
      let hi = parts.length - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (firsts[mid] <= i) lo = mid;
        else hi = mid - 1;
      }
      const part = parts[lo];
      if (!isMerged(part.record)) return { event: part.record, count: part.count };
      const j = i - firsts[lo];
      if (!part.starts) return { event: eventAt(part.record, j), count: 1 };
      const end = j + 1 < part.starts.length ? part.starts[j + 1] : part.record.count;
      return { event: eventAt(part.record, part.starts[j]), count: end - part.starts[j] };
    },
  };
}

/** The rows a card shows at first (CARD_ROW_LIMIT) of a RowList (terminal.js), as an array. */
function headRows(rows) {
  return Array.from({ length: Math.min(rows.length, CARD_ROW_LIMIT) }, (_, i) => rows.at(i));
}

/** A card's text for its label: the rows it shows at first, long lines cut. */
function rowsLabel(rows) {
  const head = headRows(rows);
  const more = head.length === rows.length ? '' : `\n… (${rows.length.toLocaleString('en')} lines in all)`;
  return cutLines(head.map((r) => r.text).join('\n')) + more;
}

/** One event (repeated `count` times in a row) as a list item: a chip on its lane. */
function renderEvent({ event, count }) {
  const lane = laneOf(event);
  const li = document.createElement('li');
  li.className = `tl-row lane-${lane}${event.kind === 'call' ? ' is-call' : ''}`;
  const chip = document.createElement('button');
  chip.type = 'button';
  chip.className = `tl-event kind-${event.kind} clock-${event.clock}`;
  chip.dataset.lane = lane;
  chip.dataset.kind = event.kind;
  chip.dataset.seq = String(event.seq);
  if (event.line > 0) chip.dataset.sourceLine = String(event.line);
  // Printed text shows as a terminal shows it (a Keras progress line: its final state).
  // As a RowList: one print of a million lines makes a row object for the rows shown only.
  const rows = isOutput(event) ? terminalRowList([event]) : null;
  const laneName = LANES.find(([l]) => l === lane)[1];
  const where = event.line > 0 ? `, line ${event.line}` : '';
  const times = count > 1 ? `, ${count} times in a row` : '';
  chip.setAttribute('aria-label', `${laneName}${where}${times}: ${rows ? rowsLabel(rows) : label(event)}`);
  const text = document.createElement('span');
  text.className = 'tl-text';
  let showAll = null;
  if (rows) {
    showAll = event.kind === 'error' ? showTracebackRows(text, [...rows]) : showTerminalRows(text, rows, { maxRows: CARD_ROW_LIMIT });
    // A table or a progress bar spans the lanes, as a traceback does; a table keeps its layout.
    const head = headRows(rows); // what shows at first
    if (head.some(drawsSomething)) chip.classList.add('is-wide');
    if (head.some(keepsLayout)) text.classList.add('keeps-layout');
  } else {
    text.append(...keepArrows(label(event)));
  }
  chip.append(text);
  if (event.line > 0) {
    const ln = document.createElement('span');
    ln.className = 'tl-line';
    ln.textContent = `L${event.line}`;
    ln.setAttribute('aria-hidden', 'true');
    chip.append(ln);
  }
  if (count > 1) {
    const repeat = document.createElement('span');
    repeat.className = 'tl-repeat';
    repeat.dataset.testid = 'timeline-repeat';
    repeat.textContent = `×${count}`;
    repeat.title = `${count} identical events in a row, shown once`;
    repeat.setAttribute('aria-hidden', 'true');
    chip.append(repeat);
  }
  li.append(chip);
  if (showAll) li.append(showAll);
  return li;
}

export default {
  id: 'timeline',
  title: 'Timeline',
  hint: 'Every event in order, on the clock it belongs to. Click one to select its line in the editor.',
  mount(el, context) {
    ctx = context;
    const head = document.createElement('div');
    head.className = 'tl-head';
    head.setAttribute('aria-hidden', 'true');
    for (const [lane, name] of LANES) {
      const h = document.createElement('span');
      h.className = `tl-lane-name lane-${lane}`;
      h.textContent = name;
      head.append(h);
    }
    list = document.createElement('ol');
    list.className = 'timeline';
    list.dataset.testid = 'timeline';
    list.dataset.empty = 'Nothing happened yet.';
    list.setAttribute('aria-label', 'Events in order');
    more = document.createElement('div');
    more.className = 'more-bar';
    more.dataset.testid = 'timeline-more';
    more.hidden = true;
    el.append(head, list, more);
    ctx.on('cursor-line', markLine);
    ctx.on('show-call', ({ seq }) => showEvent(seq));
  },
  update(res) {
    result = res;
    renderPaged({ list, more, items: cardList(displayOrder(result)), limit: EVENT_LIMIT, noun: ['event', 'events'], render: renderEvent });
  },
  badgeNoun: ['event', 'events'],
  badge: (res) => eventCount(res.events) || null,
};
