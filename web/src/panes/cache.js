// The concrete-function cache: one row per concrete function of every tf.function.
const COLUMNS = [
  ['function', 'Function'],
  ['concrete', 'Concrete #'],
  ['signature', 'Input signature'],
  ['calls', 'Calls served'],
  ['traced_at_call', 'Traced at call'],
  ['reason', 'Why traced'],
];

function cell(tag, text, className) {
  const el = document.createElement(tag);
  el.textContent = text;
  if (className) el.className = className;
  return el;
}

let body = null;
let emptyNote = null;

export default {
  id: 'cache',
  title: 'Concrete functions',
  hint: 'Each trace makes a concrete function; later calls with matching inputs reuse it.',
  mount(el) {
    const table = document.createElement('table');
    table.className = 'cache-table';
    table.dataset.testid = 'cache-table';
    const head = document.createElement('thead');
    const headRow = document.createElement('tr');
    for (const [key, label] of COLUMNS) headRow.append(cell('th', label, `col-${key}`));
    head.append(headRow);
    body = document.createElement('tbody');
    table.append(head, body);
    emptyNote = document.createElement('p');
    emptyNote.className = 'empty-note';
    emptyNote.textContent = 'No tf.function was called.';
    el.append(table, emptyNote);
  },
  update(result) {
    const rows = [];
    for (const fn of result.functions) {
      for (const c of fn.concretes) {
        const tr = document.createElement('tr');
        tr.dataset.function = fn.name;
        tr.dataset.calls = String(c.calls);
        tr.dataset.concrete = String(c.index);
        if (fn.line > 0) tr.dataset.sourceLine = String(fn.line);
        tr.append(
          cell('td', fn.name, 'col-function'),
          cell('td', String(c.index), 'col-concrete'),
          cell('td', c.signature, 'col-signature'),
          cell('td', String(c.calls), 'col-calls'),
          cell('td', c.traced_at_call > 0 ? String(c.traced_at_call) : 'get_concrete_function', 'col-traced_at_call'),
          cell('td', c.reason, 'col-reason'),
        );
        rows.push(tr);
      }
    }
    body.replaceChildren(...rows);
    emptyNote.hidden = rows.length > 0;
  },
};
