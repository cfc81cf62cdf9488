// Graph view: the ops of the selected concrete function, each linked to the source line that
// created it (like Compiler Explorer's source/assembly colouring).
//
// It reads an optional field of the run result, per concrete function:
//   "ops": [{"name": "mul", "type": "Mul", "inputs": ["x", "y"], "dtype": "int32",
//            "shape": "(2,)", "line": 7, "captured": null | "<what was captured>"}]
// When the engine does not report ops, the pane says so and shows what the run does tell.
import { findConcrete, groupCalls, textOf } from '../run-model.js';

let ctx = null;
let select = null;
let body = null;
let result = null;
let chosen = null; // "fn#index"

function el(tag, text, className) {
  const e = document.createElement(tag);
  if (text !== undefined && text !== null) e.textContent = text;
  if (className) e.className = className;
  return e;
}

function lineButton(line) {
  if (!(line > 0)) return el('span', '');
  const b = el('button', `line ${line}`, 'link-button');
  b.type = 'button';
  b.dataset.sourceLine = String(line);
  return b;
}

function render() {
  const keys = [];
  const options = [];
  for (const fn of result?.functions ?? []) {
    for (const c of fn.concretes) {
      const key = `${fn.name}#${c.index}`;
      keys.push(key);
      const o = el('option', `${fn.name} #${c.index} ${c.signature.split('\n')[0]}`);
      o.value = key;
      options.push(o);
    }
  }
  select.replaceChildren(...options);
  select.disabled = keys.length === 0;
  if (!keys.includes(chosen)) chosen = keys[0] ?? null;
  if (chosen) select.value = chosen;
  if (!chosen) {
    body.replaceChildren(el('p', 'No concrete function was traced.', 'empty-note'));
    return;
  }
  const [fnName, index] = [chosen.slice(0, chosen.lastIndexOf('#')), Number(chosen.slice(chosen.lastIndexOf('#') + 1))];
  const { concrete } = findConcrete(result, fnName, index);
  const parts = [];
  const facts = el('dl', null, 'graph-facts');
  const fact = (k, v) => facts.append(el('dt', k), el('dd', v));
  fact('Signature', concrete.signature);
  fact('Traced by', concrete.traced_at_call > 0 ? `call ${concrete.traced_at_call}` : 'get_concrete_function');
  fact('Why', concrete.reason);
  fact('Calls served', String(concrete.calls));
  parts.push(facts);

  const ops = concrete.ops ?? concrete.graph?.ops ?? null;
  if (Array.isArray(ops)) {
    const table = el('table', null, 'ops-table');
    table.dataset.testid = 'ops-table';
    const head = el('tr');
    for (const h of ['Op', 'Type', 'Inputs', 'Output', 'Source']) {
      const th = el('th', h);
      th.scope = 'col';
      head.append(th);
    }
    const thead = el('thead');
    thead.append(head);
    const tbody = el('tbody');
    for (const op of ops) {
      const tr = el('tr', null, op.captured ? 'is-captured' : '');
      if (op.line > 0) tr.dataset.line = String(op.line);
      const out = [op.dtype, op.shape].filter(Boolean).join(' ');
      tr.append(
        el('td', String(op.name ?? ''), 'mono'),
        el('td', String(op.type ?? ''), 'mono'),
        el('td', Array.isArray(op.inputs) ? op.inputs.join(', ') : '', 'mono'),
        el('td', op.captured ? `${out} (captured: ${op.captured})` : out, 'mono'),
      );
      const src = el('td');
      src.append(lineButton(op.line));
      tr.append(src);
      tbody.append(tr);
    }
    table.append(thead, tbody);
    parts.push(table);
  } else {
    parts.push(
      el(
        'p',
        'This engine build does not list graph ops yet. What the run shows about this graph:',
        'note',
      ),
    );
    const list = el('ul', null, 'graph-known');
    const calls = groupCalls(result).filter((c) => c.function === fnName && c.concrete === index);
    const printed = new Map();
    for (const call of calls) {
      for (const e of call.graphPrints) if (!printed.has(e.line)) printed.set(e.line, textOf(e));
    }
    for (const [line, text] of printed) {
      const li = el('li', `a tf.print op (PrintV2), e.g. "${text}" `);
      li.append(lineButton(line));
      list.append(li);
    }
    const traced = calls.find((c) => c.traced);
    for (const e of traced?.tracePrints ?? []) {
      const li = el('li', `Python ran while tracing (not in the graph): "${textOf(e)}" `);
      li.append(lineButton(e.line));
      list.append(li);
    }
    if (!list.children.length) list.append(el('li', 'no tf.print ran in it, and nothing printed while tracing.'));
    parts.push(list);
  }
  body.replaceChildren(...parts);
}

export default {
  id: 'ops',
  title: 'Graph',
  hint: 'The ops in a concrete function, each linked to the line that created it. Click a cache row to pick one.',
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
    ctx.on('select-concrete', ({ function: fn, index }) => {
      chosen = `${fn}#${index}`;
      if (result) render();
    });
  },
  update(res) {
    result = res;
    render();
  },
};
