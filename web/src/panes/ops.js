// Graph view: the ops of the selected concrete function, each linked to the source line that
// created it, coloured like Compiler Explorer's source/assembly view: each source line that made
// ops has a colour, shared by its ops here and by the line in the editor while this tab is open.
// Hovering (or tapping) an op highlights its line; putting the cursor on a line highlights its ops.
//
// It reads an optional field of each concrete function in the run result (design.md):
//   "ops": [{"name": "mul", "type": "Mul", "inputs": ["x", "mul/y"], "dtype": "int32",
//            "shape": "(2,)", "line": 7, "column": 12, "captured": false, "value": null,
//            "function": null | "cond_true_5"   (the If/While branch or loop function it is in)}],
//   "op_count": 3   (ops lists at most the first 1000)
// When the engine does not report ops, the pane says so and shows what the run does tell.
import { findConcrete, functionLabel, groupCalls, nameIsShared, opsOf, sourceColours } from '../run-model.js';
import { terminalText } from '../terminal.js';
import { pointVerb, replaceChildren } from '../dom.js';

let ctx = null;
let select = null;
let body = null;
let result = null;
let chosen = null; // choiceKey of the concrete function shown
let visible = false;
let cursorLine = 0;
let colours = new Map(); // line -> colour index, for the ops shown

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
  if (!keys.includes(chosen)) chosen = keys[0] ?? null;
  if (chosen) select.value = chosen;
  if (!chosen) {
    body.replaceChildren(el('p', 'No concrete function was traced.', 'empty-note'));
    colours = new Map();
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
  fact('Why', concrete.reason);
  fact('Calls served', String(concrete.calls));
  parts.push(facts);

  const ops = opsOf(result, position, index);
  colours = sourceColours(ops);
  if (ops) {
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
    const scroller = el('div', null, 'table-scroller');
    scroller.append(table);
    parts.push(scroller);
    if (concrete.op_count > ops.length) {
      parts.push(el('p', `The first ${ops.length} of its ${concrete.op_count} ops are listed.`, 'note'));
    }
  } else {
    parts.push(
      el(
        'p',
        'This engine build does not list graph ops yet. What the run shows about this graph:',
        'note',
      ),
    );
    const list = el('ul', null, 'graph-known');
    const calls = groupCalls(result).filter((c) => c.key === position && c.concrete === index);
    const printed = new Map();
    for (const call of calls) {
      for (const e of call.graphPrints) if (!printed.has(e.line)) printed.set(e.line, terminalText([e]));
    }
    for (const [line, text] of printed) {
      const li = el('li', `a tf.print op (PrintV2), e.g. "${text}" `);
      li.append(lineButton(line));
      list.append(li);
    }
    const traced = calls.find((c) => c.traced);
    for (const e of traced?.tracePrints ?? []) {
      const li = el('li', `Python ran while tracing (not in the graph): "${terminalText([e])}" `);
      li.append(lineButton(e.line));
      list.append(li);
    }
    if (!list.children.length) list.append(el('li', 'no tf.print ran in it, and nothing printed while tracing.'));
    parts.push(list);
  }
  replaceChildren(body, parts);
  markCursorLine();
  paintEditor();
}

/** Marks the ops created by the editor's current line. */
function markCursorLine() {
  let first = null;
  for (const tr of body.querySelectorAll('tbody tr[data-line]')) {
    const on = Number(tr.dataset.line) === cursorLine;
    tr.classList.toggle('is-current', on);
    if (on && !first) first = tr;
  }
  if (visible) first?.scrollIntoView?.({ block: 'nearest' });
}

/** Colours the editor's lines like their ops while this tab is open. */
function paintEditor() {
  ctx.colourLines(visible ? [...colours].map(([line, colour]) => ({ line, colour })) : []);
}

export default {
  id: 'ops',
  title: 'Graph',
  get hint() {
    const pick = pointVerb() === 'Tap' ? 'Tap' : 'Click';
    return `The ops in a concrete function, coloured by the line that created them. ${pointVerb()} an op to see its line; put the cursor on a line to see its ops. ${pick} a cache row to pick a function.`;
  },
  mount(root, context) {
    ctx = context;
    const label = el('label', 'Concrete function ', 'graph-pick');
    select = el('select');
    select.dataset.testid = 'graph-select';
    label.append(select);
    body = el('div', null, 'graph-body');
    root.append(label, body);
    select.addEventListener('change', () => {
      chosen = select.value;
      render();
    });
    const rowOf = (event) => event.target.closest?.('tbody tr[data-line]');
    body.addEventListener('mouseover', (e) => {
      const tr = rowOf(e);
      ctx.highlightLines(tr ? [Number(tr.dataset.line)] : []);
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
      if (result) paintEditor();
    });
  },
  update(res) {
    result = res;
    render();
  },
};
