// The Ops tab: the ops of the selected concrete function, each linked to the source line that
// created it, coloured like Compiler Explorer's source/assembly view: each source line that made
// ops has a colour, shared by its ops here and by the line in the editor while this tab is open.
// Hovering (or tapping) an op highlights its line; putting the cursor on a line highlights its ops.
// Two views, the reader's choice remembered: a drawing of the graph (opsgraph/, loaded when it is
// first shown) and a table.
//
// It reads an optional field of each concrete function in the run result (design.md):
//   "ops": [{"name": "mul", "type": "Mul", "inputs": ["x", "mul/y"], "dtype": "int32",
//            "shape": "(2,)", "line": 7, "column": 12, "captured": false, "value": null,
//            "function": null | "cond_true_5"   (the If/While branch or loop function it is in)}],
//   "op_count": 3   (ops lists at most the first 1000)
// When the engine does not report ops, the pane says so and shows what the run does tell.
import { findConcrete, functionLabel, groupCalls, nameIsShared, opsOf, sourceColours } from '../run-model.js';
import { terminalText } from '../terminal.js';
import { eventAt, eventsOf } from '../events.js';
import { keepArrows, pointVerb, replaceChildren } from '../dom.js';

/** How many ops the drawing shows at most; the table lists them all. */
export const DRAW_LIMIT = 500;
const VIEW_KEY = 'tfplay:ops-view';
const VIEWS = [
  ['drawing', 'Drawing'],
  ['table', 'Table'],
];

let ctx = null;
let select = null;
let pickRow = null; // the function picker and the view buttons: hidden when nothing was traced
let viewButtons = null;
let body = null;
let result = null;
let chosen = null; // choiceKey of the concrete function shown
let visible = false;
let cursorLine = 0;
let colours = new Map(); // line -> colour index, for the ops shown
let view = readView();
let shownOps = null; // the ops of the concrete function shown (null: none reported)
let shownConcrete = null;
// The drawing: its element, the lazily loaded module, what it lays out (the choiceKey and ops,
// the folded groups asked for and those laid out) and the choiceKey it shows.
const drawn = { host: null, loading: null, module: null, drawing: null, key: null, ops: null, collapsed: null, folds: null, shownKey: null };

function readView() {
  try {
    return localStorage.getItem(VIEW_KEY) === 'table' ? 'table' : 'drawing';
  } catch {
    return 'drawing';
  }
}

function el(tag, text, className) {
  const e = document.createElement(tag);
  if (text !== undefined && text !== null) e.textContent = text;
  if (className) e.className = className;
  return e;
}

function lineButton(line, column = 0) {
  if (!(line > 0)) return el('span', '');
  const b = el('button', column > 0 ? `${line}:${column}` : `line ${line}`, 'link-button');
  b.title = `Go to line ${line}`;
  b.type = 'button';
  b.dataset.sourceLine = String(line);
  return b;
}

/**
 * The select's value for a concrete function: "name#index", or "name@position#index" for a
 * function whose name another function of the run shares (fit's and evaluate's one_step_on_data).
 */
function choiceKey(position, index) {
  const name = result?.functions?.[position]?.name ?? '';
  return nameIsShared(result, position) ? `${name}@${position}#${index}` : `${name}#${index}`;
}

function render() {
  const keys = [];
  const options = [];
  const where = new Map(); // key -> [position, index]
  (result?.functions ?? []).forEach((fn, position) => {
    for (const c of fn.concretes) {
      const key = choiceKey(position, c.index);
      keys.push(key);
      where.set(key, [position, c.index]);
      const o = el('option', `${functionLabel(result, position)} #${c.index} ${c.signature.split('\n')[0]}`);
      o.value = key;
      options.push(o);
    }
  });
  replaceChildren(select, options);
  select.disabled = keys.length === 0;
  pickRow.hidden = keys.length === 0;
  if (!keys.includes(chosen)) chosen = keys[0] ?? null;
  if (chosen) select.value = chosen;
  shownOps = null;
  shownConcrete = null;
  if (!chosen) {
    body.replaceChildren(el('p', 'No concrete function was traced.', 'empty-note'));
    colours = new Map();
    showView();
    paintEditor();
    return;
  }
  const [position, index] = where.get(chosen);
  const { concrete } = findConcrete(result, position, index);
  const parts = [];
  const facts = el('dl', null, 'graph-facts');
  const fact = (k, v) => facts.append(el('dt', k), el('dd', v));
  fact('Signature', concrete.signature);
  fact('Traced by', concrete.traced_at_call > 0 ? `call ${concrete.traced_at_call}` : 'get_concrete_function');
  const why = el('dd');
  why.append(...keepArrows(concrete.reason));
  facts.append(el('dt', 'Why'), why);
  fact('Calls served', String(concrete.calls));
  parts.push(facts);

  const ops = opsOf(result, position, index);
  colours = sourceColours(ops);
  if (ops) {
    shownOps = ops;
    shownConcrete = concrete;
    parts.push(drawn.host, opsTable(ops));
    if (concrete.op_count > ops.length) {
      parts.push(el('p', `The first ${ops.length} of its ${concrete.op_count} ops are listed.`, 'note ops-table-note'));
    }
  } else {
    parts.push(knownFacts(position, index));
  }
  replaceChildren(body, parts);
  showView();
  markCursorLine();
  paintEditor();
}

/** The table view: one row per op. */
function opsTable(ops) {
  const table = el('table', null, 'ops-table');
  table.dataset.testid = 'ops-table';
  const head = el('tr');
  for (const h of ['Source', 'Op', 'Type', 'Inputs', 'Output', 'Value']) {
    const th = el('th', h);
    th.scope = 'col';
    head.append(th);
  }
  const thead = el('thead');
  thead.append(head);
  const tbody = el('tbody');
  for (const op of ops) {
    const tr = el('tr', null, op.captured ? 'is-captured' : '');
    if (colours.has(op.line)) {
      tr.classList.add(`src-c${colours.get(op.line)}`);
      tr.dataset.line = String(op.line);
    }
    tr.dataset.op = String(op.name ?? '');
    const name = el('td', String(op.name ?? ''), 'mono');
    if (op.function) {
      // An op of a branch or loop function of an If/While op above it.
      tr.classList.add('is-nested');
      tr.dataset.function = op.function;
      name.append(el('span', `in ${op.function}`, 'op-function'));
    }
    const out = [op.dtype, op.shape].filter(Boolean).join(' ');
    const src = el('td', null, 'src');
    src.append(lineButton(op.line, op.column));
    const value = op.captured ? `captured${op.value != null ? `: ${op.value}` : ''}` : (op.value ?? '');
    tr.append(
      src,
      name,
      el('td', String(op.type ?? ''), 'mono'),
      el('td', Array.isArray(op.inputs) ? op.inputs.join(', ') : '', 'mono'),
      el('td', out, 'mono out'),
      el('td', value, 'mono value'),
    );
    tbody.append(tr);
  }
  table.append(thead, tbody);
  const scroller = el('div', null, 'table-scroller ops-table-view');
  scroller.append(table);
  return scroller;
}

/** For an engine that does not list ops: what the run tells about the graph. */
function knownFacts(position, index) {
  const wrap = el('div');
  wrap.append(el('p', 'This engine build does not list graph ops yet. What the run shows about this graph:', 'note'));
  const list = el('ul', null, 'graph-known');
  const calls = groupCalls(result).filter((c) => c.key === position && c.concrete === index);
  const printed = new Map();
  for (const call of calls) {
    for (const e of call.graphPrints) if (!printed.has(e.line)) printed.set(e.line, terminalText([eventAt(e, 0)]));
  }
  for (const [line, text] of printed) {
    const li = el('li', `a tf.print op (PrintV2), e.g. "${text}" `);
    li.append(lineButton(line));
    list.append(li);
  }
  const traced = calls.find((c) => c.traced);
  for (const e of (traced?.tracePrints ?? []).flatMap(eventsOf)) {
    const li = el('li', `Python ran while tracing (not in the graph): "${terminalText([e])}" `);
    li.append(lineButton(e.line));
    list.append(li);
  }
  if (!list.children.length) list.append(el('li', 'no tf.print ran in it, and nothing printed while tracing.'));
  wrap.append(list);
  return wrap;
}

/** Shows the chosen view (drawing or table) and draws the graph if it is due. */
function showView() {
  for (const b of viewButtons.querySelectorAll('button')) b.setAttribute('aria-pressed', String(b.dataset.view === view));
  viewButtons.hidden = !shownOps;
  const drawing = view === 'drawing';
  drawn.host.hidden = !drawing;
  for (const e of body.querySelectorAll('.ops-table-view, .ops-table-note')) e.hidden = drawing;
  if (drawing && visible && shownOps) draw();
}

/** The tooltip of an op in the drawing. */
function opTitle(op) {
  const lines = [`${op.name} (${op.type})`];
  if (op.function) lines.push(`in ${op.function}`);
  if (op.dtype) lines.push(`output: ${[op.dtype, op.shape].filter(Boolean).join(' ')}`);
  if (op.value != null) lines.push(`value: ${op.value}`);
  if (op.captured) lines.push('captured from outside the function');
  if (op.line > 0) lines.push(`line ${op.line}${op.column > 0 ? `, column ${op.column}` : ''}`);
  return lines.join('\n');
}

/** What the drawing leaves out, said under its toolbar. */
function drawingNote({ counts }, foldedAtFirst) {
  const parts = [`${counts.shown} ops, ${counts.edges} edges.`];
  if (counts.hidden) parts.push(`${counts.hidden} ops are inside folded If/While groups (+ opens one).`);
  if (foldedAtFirst) parts.push(`The graph has more than ${DRAW_LIMIT} ops, so its groups start folded.`);
  if (counts.cut) parts.push(`Only the first ${counts.shown} ops are drawn; the Table lists all ${counts.ops}.`);
  if (shownConcrete.op_count > counts.ops) parts.push(`The engine lists the first ${counts.ops} of its ${shownConcrete.op_count} ops.`);
  return parts.join(' ');
}

/**
 * Draws the shown ops: loads the drawing code on first use, lays the graph out in a worker,
 * and draws it, unless the same ops with the same folds are drawn already. A later call
 * supersedes an earlier one still laying out.
 */
async function draw() {
  const ops = shownOps;
  const key = chosen;
  const sameFunction = drawn.key === key;
  if (sameFunction && drawn.ops === ops && drawn.folds === drawn.collapsed) return;
  if (!drawn.module) {
    drawn.host.dataset.state = 'loading';
    drawn.loading ??= import('../opsgraph/draw.js').then((module) => {
      drawn.drawing = module.createDrawing(drawn.host, { onFold: fold });
      drawn.module = module;
    });
    await drawn.loading;
    if (shownOps !== ops) return; // another run came meanwhile: it draws
  }
  // A new run of the same function keeps the reader's folds when its ops are alike.
  const collapsed = sameFunction && drawn.ops?.length === ops.length ? drawn.collapsed : null;
  drawn.key = key;
  drawn.ops = ops;
  drawn.folds = collapsed;
  drawn.collapsed = collapsed;
  drawn.host.dataset.state = 'layout';
  drawn.drawing.setNote(`Laying out ${ops.length} ops…`);
  let out;
  try {
    out = await drawn.module.layoutInWorker(ops, { collapsed, limit: DRAW_LIMIT });
  } catch (err) {
    drawn.drawing.setNote(`The graph could not be drawn (${err.message}); the Table lists its ops.`);
    drawn.host.dataset.state = 'failed';
    return;
  }
  if (!out || drawn.ops !== ops) return; // superseded
  drawn.collapsed = new Set(out.collapsed);
  drawn.folds = drawn.collapsed;
  drawn.drawing.show(out.layout, {
    colours,
    titles: new Map(ops.map((op, i) => [i, opTitle(op)])),
    names: new Map(ops.map((op, i) => [i, String(op.name)])),
    keepView: drawn.shownKey === key,
  });
  drawn.shownKey = key;
  drawn.drawing.setNote(drawingNote(out.layout, collapsed === null && out.collapsed.length > 0));
  drawn.host.dataset.state = 'drawn';
  drawn.drawing.markLine(cursorLine);
}

/** Folds or unfolds the group of the If/While op `id`, keeping the view. */
function fold(id) {
  const next = new Set(drawn.collapsed ?? []);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  drawn.collapsed = next; // draw() sees folds !== collapsed and lays out again
  draw();
}

/** Marks the ops created by the editor's current line. */
function markCursorLine() {
  let first = null;
  for (const tr of body.querySelectorAll('tbody tr[data-line]')) {
    const on = Number(tr.dataset.line) === cursorLine;
    tr.classList.toggle('is-current', on);
    if (on && !first) first = tr;
  }
  if (visible && view === 'table') first?.scrollIntoView?.({ block: 'nearest' });
  drawn.drawing?.markLine(cursorLine);
}

/** Colours the editor's lines like their ops while this tab is open. */
function paintEditor() {
  ctx.colourLines(visible ? [...colours].map(([line, colour]) => ({ line, colour })) : []);
}

function setView(next) {
  view = next;
  try {
    localStorage.setItem(VIEW_KEY, view);
  } catch {
    // No storage (private mode, an embed's sandbox): the choice lasts until the page closes.
  }
  showView();
}

export default {
  id: 'ops',
  title: 'Ops',
  get hint() {
    const touch = pointVerb() === 'Tap';
    const op = touch ? 'Tap an op to see its line in the editor' : 'Hover an op to see its line, click it to go there';
    return `The ops in a concrete function, coloured by the line that created them. ${op}; put the cursor on a line to see its ops. ${touch ? 'Tap' : 'Click'} a cache row to pick a function.`;
  },
  mount(root, context) {
    ctx = context;
    const top = el('div', null, 'graph-top');
    pickRow = top;
    const label = el('label', 'Concrete function ', 'graph-pick');
    select = el('select');
    select.dataset.testid = 'graph-select';
    label.append(select);
    viewButtons = el('div', null, 'ops-views');
    viewButtons.setAttribute('role', 'group');
    viewButtons.setAttribute('aria-label', 'Show the ops as');
    for (const [id, name] of VIEWS) {
      const b = el('button', name, 'button');
      b.type = 'button';
      b.dataset.view = id;
      b.dataset.testid = `ops-view-${id}`;
      b.addEventListener('click', () => setView(id));
      viewButtons.append(b);
    }
    top.append(label, viewButtons);
    body = el('div', null, 'graph-body');
    drawn.host = el('div', null, 'og-view');
    root.append(top, body);
    select.addEventListener('change', () => {
      chosen = select.value;
      render();
    });
    const lineOf = (event) => {
      const target = event.target.closest?.('tbody tr[data-line], .og-node[data-source-line]');
      return Number(target?.dataset.line ?? target?.dataset.sourceLine ?? 0);
    };
    body.addEventListener('mouseover', (e) => {
      const line = lineOf(e);
      ctx.highlightLines(line > 0 ? [line] : []);
    });
    body.addEventListener('mouseleave', () => ctx.highlightLines([]));
    ctx.on('select-concrete', ({ function: fn, functionIndex, index }) => {
      const position = Number.isInteger(functionIndex) ? functionIndex : (result?.functions ?? []).findIndex((f) => f.name === fn);
      chosen = choiceKey(position, index);
      if (result) render();
    });
    ctx.on('cursor-line', (line) => {
      cursorLine = line;
      if (result) markCursorLine();
    });
    ctx.on('pane-shown', (id) => {
      visible = id === 'ops';
      if (result) {
        paintEditor();
        if (visible) showView();
      }
    });
  },
  update(res) {
    result = res;
    render();
  },
};
