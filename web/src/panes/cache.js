// The concrete-function cache, live: one row per concrete function, grouped by tf.function.
// Hovering (or tapping, or focusing) a row highlights, in the editor, the calls it served; the rows used
// by the calls on the editor's current line are marked; counts tick up and new traces flash.
// While the stepper shows a call (info.step), the row that served it is marked as the current step.
import { callLines, concretesUsedAtLine, functionLabel, linesServedBy, unfinishedTraces } from '../run-model.js';
import { appendAll, keepArrows, pointVerb } from '../dom.js';
import { signatureLayout } from '../signature-layout.js';

// What a learner asks first comes first: which call traced it and why, then how often it was
// reused; the input signature, the longest text, comes last and wraps in the room left.
const COLUMNS = [
  ['function', 'Function'],
  ['concrete', 'Concrete #'],
  ['traced_at_call', 'Traced by'],
  ['reason', 'Why traced'],
  ['calls', 'Calls served'],
  ['signature', 'Input signature'],
];
const LABELS = Object.fromEntries(COLUMNS);

function cell(tag, text, className) {
  const el = document.createElement(tag);
  el.textContent = text;
  if (className) el.className = className;
  return el;
}

/** A body cell; in a narrow pane the table stacks into cards and `data-label` names the value. */
function dataCell(key, text) {
  const td = cell('td', text, `col-${key}`);
  td.dataset.label = LABELS[key];
  return td;
}

/**
 * Why a concrete function was traced ("x: shape (2,) -> (3,)"), its arrows kept whole; a spec
 * too long for the column breaks after an opening parenthesis or a comma (<wbr>), as the
 * signature's tokens do, rather than inside a name ("RaggedTensorSpe" / "c(...").
 */
function reasonCell(reason) {
  const td = dataCell('reason', '');
  for (const node of keepArrows(reason)) {
    if (node.nodeType !== Node.TEXT_NODE) {
      td.append(node);
      continue;
    }
    node.textContent.split(/(?<=[(,])/).forEach((piece, i) => {
      if (i > 0) td.append(document.createElement('wbr'));
      td.append(piece);
    });
  }
  return td;
}

/**
 * The input signature, laid out so that a narrow column breaks it between arguments (each is
 * an inline block), and inside an argument too long for the column only between its tokens
 * (`x:` `TensorSpec(` `shape=(None, 3),` `dtype=tf.float32,`..., signature-layout.js), never
 * inside one such as `shape=(None, 3)`. The cell's text stays the signature's.
 */
function signatureCell(signature) {
  const td = dataCell('signature', '');
  signatureLayout(signature).forEach((arg, i) => {
    const block = cell('span', '', 'sig-arg');
    arg.forEach((pieces, j) => {
      if (j) block.append(' ');
      pieces.forEach((piece, k) => {
        if (k) block.append(document.createElement('wbr'));
        block.append(cell('span', piece, 'sig-token'));
      });
    });
    td.append(...(i ? [' '] : []), block);
  });
  return td;
}

/** What the empty table says: nothing was called, or traces began and never finished. */
function emptyText(res) {
  const unfinished = unfinishedTraces(res);
  if (!unfinished.length) return 'No tf.function was called.';
  return `No concrete function: tracing ${unfinished.join(', ')} did not finish, so no graph was kept.`;
}

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

let table = null;
let emptyNote = null;
let ctx = null;
let result = null;
let previous = new Map(); // "label#index" -> calls, from the last result shown
let previousFunctions = new Set();
let cursorLine = 0;

/** Counts up from `from` to `to`; a count going down (stepping back) is set at once. */
function tick(el, from, to) {
  if (from >= to || reducedMotion()) {
    el.textContent = String(to);
    return;
  }
  const started = performance.now();
  const duration = Math.min(600, 120 * Math.abs(to - from));
  const step = (now) => {
    const t = Math.min(1, (now - started) / duration);
    el.textContent = String(Math.round(from + (to - from) * t));
    if (t < 1) requestAnimationFrame(step);
  };
  el.textContent = String(from);
  requestAnimationFrame(step);
}

function markUsed() {
  if (!table) return;
  const used = result && cursorLine > 0 ? concretesUsedAtLine(result, cursorLine) : new Set();
  for (const tr of table.querySelectorAll('tbody tr')) {
    tr.classList.toggle('is-used-here', used.has(`${tr.dataset.functionIndex}#${tr.dataset.concrete}`));
  }
}

export default {
  id: 'cache',
  title: 'Cache',
  get hint() {
    return `Each trace makes a concrete function; later calls with matching inputs reuse it. ${pointVerb()} a row to see the calls it served.`;
  },
  mount(el, context) {
    ctx = context;
    table = document.createElement('table');
    table.className = 'cache-table';
    table.dataset.testid = 'cache-table';
    const caption = cell('caption', 'Concrete functions, grouped by tf.function', 'visually-hidden');
    const head = document.createElement('thead');
    const headRow = document.createElement('tr');
    for (const [key, label] of COLUMNS) {
      const th = cell('th', label, `col-${key}`);
      th.scope = 'col';
      headRow.append(th);
    }
    head.append(headRow);
    table.append(caption, head);
    // Until a first run (an embed without autorun), the table and its note wait: "No tf.function
    // was called" would be a claim about a program that has not run.
    emptyNote = cell('p', '', 'empty-note');
    emptyNote.hidden = true;
    table.hidden = true;
    const scroller = document.createElement('div');
    scroller.className = 'table-scroller cache-scroller';
    scroller.append(table);
    el.append(scroller, emptyNote);

    const rowOf = (event) => event.target.closest?.('tbody tr[data-function]');
    const highlight = (tr) => {
      if (!tr || !result) return ctx.highlightLines([]);
      ctx.highlightLines(linesServedBy(result, Number(tr.dataset.functionIndex), Number(tr.dataset.concrete)));
    };
    table.addEventListener('mouseover', (e) => highlight(rowOf(e)));
    table.addEventListener('mouseleave', () => ctx.highlightLines([]));
    table.addEventListener('focusin', (e) => highlight(rowOf(e)));
    table.addEventListener('focusout', () => ctx.highlightLines([]));
    table.addEventListener('click', (e) => {
      const tr = rowOf(e);
      if (tr) ctx.emit('select-concrete', { function: tr.dataset.function, functionIndex: Number(tr.dataset.functionIndex), index: Number(tr.dataset.concrete) });
    });
    table.addEventListener('keydown', (e) => {
      const tr = rowOf(e);
      if (tr && (e.key === 'Enter' || e.key === ' ') && e.target === tr) {
        e.preventDefault();
        tr.click();
      }
    });
    ctx.on('cursor-line', (line) => {
      cursorLine = line;
      markUsed();
    });
  },
  update(res, info) {
    result = res;
    const step = info?.step;
    const lineOfCall = callLines(res); // "functionKey#callNumber" -> line
    const seen = new Map();
    const groups = [];
    let rows = 0;
    (res.functions ?? []).forEach((fn, position) => {
      if (!fn.concretes.length) return;
      const tbody = document.createElement('tbody');
      tbody.dataset.function = fn.name;
      const label = functionLabel(res, position);
      fn.concretes.forEach((c, i) => {
        const key = `${label}#${c.index}`; // the count animation's key, stable across re-runs
        seen.set(key, c.calls);
        const tr = document.createElement('tr');
        tr.dataset.function = fn.name;
        tr.dataset.functionIndex = String(position);
        tr.dataset.calls = String(c.calls);
        tr.dataset.concrete = String(c.index);
        tr.tabIndex = 0;
        if (fn.line > 0) tr.dataset.sourceLine = String(fn.line);
        if (step && step.key === position && step.concrete === c.index) {
          tr.classList.add('is-step');
          tr.setAttribute('aria-current', 'step');
        }
        if (i === 0) {
          const name = cell('th', '', 'col-function');
          // A long name (Keras's one_step_on_data_distributed) may break after an underscore.
          label.split(/(?<=_)/).forEach((part, k) => name.append(...(k ? [document.createElement('wbr')] : []), part));
          name.scope = 'rowgroup';
          name.rowSpan = fn.concretes.length;
          const count = cell('span', `${fn.tracing_count} trace${fn.tracing_count === 1 ? '' : 's'}`, 'fn-count');
          name.append(count);
          tr.append(name);
        }
        const tracedBy = dataCell('traced_at_call', '');
        if (c.traced_at_call > 0) {
          const line = lineOfCall.get(`${position}#${c.traced_at_call}`);
          const b = cell(line ? 'button' : 'span', '', line ? 'link-button' : '');
          // "call 3 (line 15)" may wrap before "(line", never inside either part.
          b.append(cell('span', `call ${c.traced_at_call}`, 'nowrap'));
          if (line) {
            b.append(' ', cell('span', `(line ${line})`, 'nowrap'));
            b.type = 'button';
            b.dataset.sourceLine = String(line);
          }
          tracedBy.append(b);
        } else {
          tracedBy.textContent = 'get_concrete_function';
        }
        const calls = dataCell('calls', String(c.calls));
        tr.append(dataCell('concrete', `#${c.index}`), tracedBy, reasonCell(c.reason), calls, signatureCell(c.signature));
        const before = previous.get(key);
        // A new trace of a function that was already in the table flashes.
        if (before === undefined && previousFunctions.has(fn.name)) tr.classList.add('is-new');
        tick(calls, before ?? 0, c.calls);
        tbody.append(tr);
        rows += 1;
      });
      groups.push(tbody);
    });
    for (const old of table.querySelectorAll('tbody')) old.remove();
    appendAll(table, groups);
    previous = seen;
    previousFunctions = new Set((res.functions ?? []).map((f) => f.name));
    emptyNote.textContent = emptyText(res);
    emptyNote.hidden = rows > 0;
    table.hidden = rows === 0;
    markUsed();
  },
  badgeNoun: ['concrete function', 'concrete functions'],
  badge: (res) => {
    const n = (res.functions ?? []).reduce((sum, f) => sum + f.concretes.length, 0);
    return n > 0 ? n : null;
  },
};
