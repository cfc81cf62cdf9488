// Predict mode's ledger: one row per call of the program, where the learner predicts whether
// the call traces or reuses a graph, what Python print shows while tracing, and what tf.print
// shows; then the page grades each prediction against the run and explains every miss.
import { OUTCOMES, grade, scoreText } from './grade.js';
import { replaceChildren } from '../dom.js';
import { cutLines } from '../terminal-view.js';

/**
 * The most calls the ledger lists: a form per call, and thousands of forms (a loop of calls,
 * a long fit) would freeze the page for seconds while they are laid out. Exercises make a few.
 */
export const MAX_ROWS = 100;

const FIELDS = [
  ['trace', 'Python print while tracing'],
  ['graph', 'tf.print output'],
];

/**
 * Each row's anchor: what the call is (its function, or Keras's method, and the text of its line)
 * and which of the rows alike it is (the first, the second: a loop's calls), so that it names the
 * same call after lines are added or removed around it, whatever its line and call number.
 */
export function anchorsOf(rows) {
  const count = new Map();
  return rows.map((row) => {
    const what = `${String(row.key).replace(/:\d+$/, '')}\u0000${row.code ?? ''}`;
    const n = count.get(what) ?? 0;
    count.set(what, n + 1);
    return `${what}\u0000${n}`;
  });
}

function el(tag, text, className) {
  const e = document.createElement(tag);
  if (text !== undefined && text !== null) e.textContent = text;
  if (className) e.className = className;
  return e;
}

/**
 * @param {HTMLElement} host
 * @param {{onCheck: () => void, onReset: () => void, onChange: () => void}} hooks
 */
export function createLedger(host, { onCheck, onReset, onChange }) {
  const root = el('section', null, 'ledger');
  root.dataset.testid = 'ledger';
  root.setAttribute('aria-labelledby', 'ledger-title');
  const title = el('h2', 'Predict, then check');
  title.id = 'ledger-title';
  const intro = el(
    'p',
    'For each call, predict whether it traces a new graph, reuses one, raises an error or does not run at all (an earlier line stopped the program), what Python print shows while tracing, and what tf.print shows. In a call you predict, an empty box means "nothing"; a call left blank is not scored. The results stay hidden until you check.',
    'hint',
  );
  const list = el('ol', null, 'ledger-rows');
  const empty = el('p', 'Waiting for the program to be read…', 'empty-note');
  const more = el('p', '', 'hint');
  more.dataset.testid = 'ledger-more';
  more.hidden = true;
  const footer = el('div', null, 'ledger-actions');
  const check = el('button', 'Check my predictions', 'button primary');
  check.type = 'button';
  check.dataset.testid = 'predict-check';
  const again = el('button', 'Predict again', 'button');
  again.type = 'button';
  again.dataset.testid = 'predict-reset';
  again.hidden = true;
  const score = el('p', '', 'ledger-score');
  score.dataset.testid = 'predict-score';
  score.setAttribute('role', 'status');
  footer.append(check, again, score);
  root.append(title, intro, empty, list, more, footer);
  host.append(root);

  let rows = [];
  let anchors = []; // rows' anchors (anchorsOf)
  // The last rows read from a program (not emptied while an edited program is read again): the
  // predictions are saved and shared under their keys.
  let known = [];
  let knownAnchors = [];
  // The predictions by the call they were typed for (anchorsOf), not by position: a line added
  // above a call, or a call added before it, leaves its prediction with it. A prediction whose
  // call is gone (or is being edited) waits here, and comes back with the call's text.
  const anchored = new Map();
  // Predictions set by key (a link's, autosave's), for the rows of the program read next.
  let pending = null;
  let checked = false;

  const blankPrediction = () => ({ outcome: '', trace: '', graph: '' });
  /** The prediction shown on row `i` of `rows`. */
  const predictionAt = (i) => (pending ? pending[rows[i].key] : anchored.get(anchors[i])) ?? blankPrediction();
  /** The predictions by the keys of `list` (rows) whose anchors are `listAnchors`. */
  function keyed(list, listAnchors) {
    if (pending) return { ...pending };
    const out = {};
    list.forEach((row, i) => {
      const p = anchored.get(listAnchors[i]);
      if (p) out[row.key] = p;
    });
    return out;
  }

  check.addEventListener('click', () => onCheck());
  again.addEventListener('click', () => onReset());

  function readRow(li) {
    const i = rows.findIndex((row) => row.key === li.dataset.key);
    if (i < 0) return;
    const p = {
      outcome: li.querySelector('select').value,
      trace: li.querySelector('textarea[name="trace"]').value,
      graph: li.querySelector('textarea[name="graph"]').value,
    };
    if (pending) pending[rows[i].key] = p;
    else anchored.set(anchors[i], p);
  }

  function renderRows() {
    empty.hidden = rows.length > 0;
    if (!rows.length) empty.textContent = 'This program makes no tf.function calls to predict.';
    // Calls made from one line (a loop, or Keras's fit calling its train function once per
    // step) would read alike: those rows also say which call they are.
    const perLine = new Map();
    for (const row of rows) perLine.set(row.line, (perLine.get(row.line) ?? 0) + 1);
    const items = rows.map((row, i) => {
      const li = el('li', null, 'ledger-row');
      li.dataset.key = row.key;
      const head = el('div', null, 'ledger-call');
      const n = el('span', `${i + 1}.`, 'ledger-n');
      const where = el('button', row.line > 0 ? `line ${row.line}` : 'the end', 'link-button');
      where.type = 'button';
      if (row.line > 0) where.dataset.sourceLine = String(row.line);
      head.append(n, where);
      if (row.code) head.append(el('code', row.code, 'ledger-code'));
      // "call 2" stays together when the row wraps.
      if (perLine.get(row.line) > 1) head.append(el('span', row.label.replace(/ (\d+)$/, '\u00a0$1'), 'ledger-what'));
      li.append(head);

      const p = predictionAt(i);
      const outcome = el('label', null, 'ledger-field');
      outcome.append(el('span', 'This line', 'ledger-label'));
      const sel = el('select');
      sel.name = 'outcome';
      sel.append(el('option', 'choose…'));
      sel.firstChild.value = '';
      for (const [value, text] of OUTCOMES) {
        const o = el('option', text);
        o.value = value;
        sel.append(o);
      }
      sel.value = p.outcome ?? '';
      outcome.append(sel);
      li.append(outcome);
      for (const [name, text] of FIELDS) {
        const label = el('label', null, 'ledger-field');
        label.append(el('span', text, 'ledger-label'));
        const area = el('textarea');
        area.name = name;
        area.rows = 1;
        area.spellcheck = false;
        area.placeholder = 'nothing';
        area.value = p[name] ?? '';
        label.append(area);
        li.append(label);
      }
      li.addEventListener('input', () => {
        readRow(li);
        onChange();
      });
      li.addEventListener('change', () => {
        readRow(li);
        onChange();
      });
      li.append(el('div', null, 'ledger-grades'));
      return li;
    });
    replaceChildren(list, items);
  }

  function showGrades(result) {
    const graded = grade(rows, keyed(rows, anchors), result);
    const byKey = new Map(graded.rows.map((r) => [r.key, r]));
    for (const li of list.children) {
      const g = byKey.get(li.dataset.key);
      const box = li.querySelector('.ledger-grades');
      box.replaceChildren();
      li.classList.toggle('is-all-right', Boolean(g) && !g.blank && Object.values(g.fields).every((f) => f.ok));
      if (!g) continue;
      for (const [field, label] of [['outcome', 'Traces or reuses'], ...FIELDS]) {
        const f = g.fields[field];
        // A row left blank shows the answers, marked as not answered (neither right nor wrong).
        const p = el('div', null, `grade ${g.blank ? 'blank' : f.ok ? 'ok' : 'miss'}`);
        p.dataset.field = field;
        p.dataset.ok = String(f.ok && !g.blank);
        const mark = el('span', g.blank ? '–' : f.ok ? '✓' : '✗', 'grade-mark');
        if (g.blank) mark.title = 'not answered';
        p.append(mark);
        const text = el('div', null, 'grade-text');
        text.append(el('strong', `${label}: `));
        // The printed text, long lines cut (the output panes show them whole).
        const expected = cutLines(f.expected);
        if (f.ok && !g.blank) text.append(el('span', expected, 'grade-value'));
        else {
          // "it reuses a traced graph" (an outcome is a verb phrase), "it was tf.print: 1".
          text.append(el('span', field === 'outcome' ? 'it ' : 'it was ', null), el('span', expected, 'grade-value'));
          if (f.why) text.append(el('p', f.why, 'grade-why'));
        }
        p.append(text);
        box.append(p);
      }
    }
    score.textContent = scoreText(graded);
    return graded;
  }

  return {
    element: root,
    show(flag) {
      root.hidden = !flag;
    },
    /** New rows from a run (each prediction stays with the call it was typed for: anchorsOf). */
    setRows(newRows) {
      more.hidden = newRows === null || newRows.length <= MAX_ROWS;
      if (!more.hidden) {
        more.textContent = `The program makes ${newRows.length.toLocaleString('en')} calls: predict the first ${MAX_ROWS}.`;
        newRows = newRows.slice(0, MAX_ROWS);
      }
      if (newRows === null) {
        // The program changed and has not been read yet.
        rows = [];
        anchors = [];
        list.replaceChildren();
        empty.hidden = false;
        empty.textContent = 'Reading the program…';
        return;
      }
      const same =
        newRows.length === rows.length &&
        newRows.every((r, i) => r.key === rows[i].key && r.line === rows[i].line && r.code === rows[i].code);
      rows = newRows;
      anchors = anchorsOf(rows);
      known = rows;
      knownAnchors = anchors;
      if (pending) {
        // Predictions set by key are for these rows: from now on they follow their calls.
        anchored.clear();
        rows.forEach((row, i) => {
          if (pending[row.key]) anchored.set(anchors[i], pending[row.key]);
        });
        pending = null;
      }
      // Same calls as shown: keep the form as it is (the learner may be typing in it).
      if (!same || list.children.length !== rows.length) renderRows();
    },
    /** The predictions by the keys of the rows last read (as links and autosave keep them). */
    predictions: () => keyed(known, knownAnchors),
    /** Replaces the predictions: `p` by the keys of the rows of the program read next. */
    setPredictions(p) {
      anchored.clear();
      pending = { ...(p ?? {}) };
      renderRows();
    },
    /** Grades against `result` (null: back to predicting). */
    setChecked(result) {
      checked = Boolean(result);
      check.hidden = checked;
      again.hidden = !checked;
      root.classList.toggle('is-checked', checked);
      for (const c of list.querySelectorAll('select, textarea')) c.disabled = checked;
      if (checked) return showGrades(result);
      for (const box of list.querySelectorAll('.ledger-grades')) box.replaceChildren();
      score.textContent = '';
      return null;
    },
    isChecked: () => checked,
  };
}
