// Predict mode's logic (pure, no DOM): the ledger's rows for a run, and the grading of a
// learner's predictions against that run, with an explanation for every miss taken from the
// run's own trace reasons.
import { maskCode } from '../editor-symbols.js';
import { mentionsKeras } from '../engine-snapshot.js';
import { LIMIT_ERRORS, describeCall, exceptionLine, groupCalls, nameIsShared, twiceTraced } from '../run-model.js';
import { terminalText, withoutEscapes } from '../terminal.js';

export const OUTCOMES = [
  ['traces', 'traces a new graph'],
  ['reuses', 'reuses a traced graph'],
  ['error', 'raises an error'],
  ['skipped', 'does not run'],
];

/**
 * The tf.function calls the program's text makes outside any def or class body, in order:
 * [{line, name}], one per call written (a loop's body counts once). The functions are
 * `names` (the run's) and those the text decorates with `@....function` or assigns from
 * `....function(...)`; a decorated method is called as `obj.name(`.
 */
export function callSites(source, names = []) {
  const code = maskCode(String(source ?? '')).split('\n');
  const plain = new Set(names.filter((n) => /^[A-Za-z_]\w*$/.test(n)));
  const methods = new Set();
  let decorated = false;
  for (const text of code) {
    if (/^\s*@\s*[\w.]*\bfunction\b/.test(text)) decorated = true;
    else if (/^\s*@/.test(text) || !text.trim()) continue;
    else {
      const def = /^(\s*)(?:async\s+)?def\s+([A-Za-z_]\w*)/.exec(text);
      if (def && decorated) (def[1] ? methods : plain).add(def[2]);
      const assigned = /^\s*([A-Za-z_]\w*)\s*=\s*[\w.]*\bfunction\s*\(/.exec(text);
      if (assigned) plain.add(assigned[1]);
      decorated = false;
    }
  }
  const sites = [];
  if (!plain.size && !methods.size) return sites;
  const pattern = (set, dot) => (set.size ? `${dot}\\b(${[...set].join('|')})\\s*\\(` : null);
  const call = new RegExp([pattern(plain, '(?<![\\w.])'), pattern(methods, '(?<=\\.)')].filter(Boolean).map((p) => `(?:${p})`).join('|'), 'g');
  for (const [text, line] of topLevelLines(code)) {
    for (const m of text.matchAll(call)) sites.push({ line, name: m[1] ?? m[2] });
  }
  return sites;
}

/**
 * The lines of `code` (masked lines) outside any def or class body, decorators left out, as
 * [text, 1-based line] pairs.
 */
function* topLevelLines(code) {
  let body = null; // the indentation of the def or class whose body the lines are in
  for (const [i, text] of code.entries()) {
    if (!text.trim()) continue;
    const indent = text.length - text.trimStart().length;
    if (body !== null) {
      if (indent > body) continue;
      body = null;
    }
    if (/^\s*(?:async\s+)?(?:def|class)\b/.test(text)) {
      body = indent;
      continue;
    }
    if (/^\s*@/.test(text)) continue;
    yield [text, i + 1];
  }
}

/** The Keras methods that run a model's train, test or predict function (tf.functions). */
const KERAS_RUNS = /([A-Za-z_][\w.]*)\.(fit|evaluate|predict|train_on_batch|test_on_batch|predict_on_batch)\s*\(/;

/**
 * The lines of a program that mentions Keras where its text calls a Keras method that runs the
 * model's tf.functions (`model.fit(...)`), outside any def or class body: [{line, label}], the
 * label being the call as written ("model.fit"), the first such call of the line.
 */
export function kerasSites(source) {
  if (!mentionsKeras(source)) return [];
  const sites = [];
  for (const [text, line] of topLevelLines(maskCode(String(source ?? '')).split('\n'))) {
    const m = KERAS_RUNS.exec(text);
    if (m) sites.push({ line, label: `${m[1]}.${m[2]}` });
  }
  return sites;
}

/** The line of the program's own code (its <module> frame) where an error stopped it. */
export function stopLine(error) {
  const frames = [...String(error?.traceback ?? '').matchAll(/line (\d+), in <module>/g)];
  return frames.length ? Number(frames.at(-1)[1]) : (error?.line ?? 0);
}

/**
 * One ledger row per top-level call (and per trace without a call). The rows do not give away
 * where the program stops: a call that raised is a row like any call (its answer: an error),
 * an error outside any call has no row of its own, and when the program stopped early, each
 * call its text makes after that line is a row too (its answer: it does not run).
 * The calls Keras makes inside a `model.fit(...)` (its train function, once per step), evaluate
 * or predict are one row for the line that calls the method (kerasSites), as the text alone can
 * write it after a line that stopped the program: it traces if any of them traced, and its prints
 * are all of theirs. `calls` lists them; `call` is the one that traced (else the first).
 * @returns {Array<{key: string, label: string, line: number, code: string, call: object|null,
 *                  calls?: object[], actual: {outcome: string, trace: string, graph: string}}>}
 */
export function ledgerRows(result, source = '') {
  const lines = String(source).split('\n');
  const codeAt = (line) => (line > 0 && line <= lines.length ? lines[line - 1].trim() : '');
  const calls = groupCalls(result);
  const error = result?.error ?? null;
  const names = (result?.functions ?? []).map((f) => f.name);
  const sites = callSites(source, names);
  const keras = new Map(kerasSites(source).map((site) => [site.line, site]));
  // A call on such a line that the text does not make by name is Keras's (fit's multi_step_on_iterator).
  const byKeras = (call) => keras.has(call.line) && !sites.some((s) => s.line === call.line && s.name === call.function);
  const kerasRow = (line, outcome = 'traces') => ({
    key: `keras:${line}`,
    label: keras.get(line).label,
    line,
    code: codeAt(line),
    call: null,
    calls: [],
    actual: { outcome, trace: '', graph: '' },
  });
  const kerasRows = new Map(); // line -> its row
  const rows = [];
  calls.forEach((call, i) => {
    if (byKeras(call)) {
      if (!kerasRows.has(call.line)) {
        kerasRows.set(call.line, kerasRow(call.line));
        rows.push(kerasRows.get(call.line));
      }
      kerasRows.get(call.line).calls.push(call);
      return;
    }
    const isLast = i === calls.length - 1;
    let outcome;
    if (call.event) outcome = call.failed ? 'error' : call.traced ? 'traces' : 'reuses';
    else outcome = isLast && error ? 'error' : 'traces';
    const label = call.event || outcome === 'error' ? `${call.function} call${call.event ? ` ${call.callNumber}` : ''}` : `${call.function} traced without a call`;
    // A function whose name another one shares (fit's and evaluate's) is told apart by position.
    const fn = typeof call.key === 'number' && nameIsShared(result, call.key) ? `${call.function}@${call.key}` : call.function;
    rows.push({
      key: call.event ? `${fn}:${call.callNumber}` : `trace:${fn}:${call.line}`,
      label,
      line: call.line,
      code: codeAt(call.line),
      call,
      actual: {
        outcome,
        // What a terminal shows of them (a redrawn line: its final state).
        trace: terminalText(call.tracePrints),
        graph: terminalText(call.graphPrints),
      },
    });
  });
  const stop = error ? stopLine(error) : 0;
  for (const row of kerasRows.values()) {
    const made = row.calls.filter((c) => c.event);
    row.call = row.calls.find((c) => c.traced) ?? row.calls[0];
    // A trace with no call, or a call whose trace raised: the method raised there.
    const raised = row.line === stop || row.calls.some((c) => c.failed) || made.length < row.calls.length;
    row.actual = {
      outcome: raised ? 'error' : row.calls.some((c) => c.traced) ? 'traces' : 'reuses',
      trace: terminalText(row.calls.flatMap((c) => c.tracePrints)),
      graph: terminalText(row.calls.flatMap((c) => c.graphPrints)),
    };
  }
  if (!error) return rows;
  const lastRow = rows.at(-1);
  // An error outside any call is a row only where the text calls a tf.function (a call turned
  // away before it started, such as one whose arguments do not bind), or a Keras method that
  // runs them (fit refusing its data before its first step).
  if (!(lastRow && lastRow.actual.outcome === 'error')) {
    if (keras.has(stop) && !kerasRows.has(stop)) rows.push(kerasRow(stop, 'error'));
    else if (sites.some((s) => s.line === stop)) {
      rows.push({
        key: `error:${stop}`,
        label: `line ${stop}`,
        line: stop,
        code: codeAt(stop),
        call: null,
        actual: { outcome: 'error', trace: '', graph: '' },
      });
    }
  }
  // The calls written after the line where the program stopped: numbered on from the calls
  // made, as they would be had the program gone on; a Keras method's, one row for its line.
  const made = new Map();
  for (const call of calls) if (call.event) made.set(call.function, Math.max(made.get(call.function) ?? 0, call.callNumber));
  const after = [...sites, ...[...keras.values()].map((site) => ({ ...site, keras: true }))].filter((site) => site.line > stop);
  for (const site of after.sort((a, b) => a.line - b.line)) {
    if (site.keras) {
      rows.push({ ...kerasRow(site.line, 'skipped'), stoppedAt: stop });
      continue;
    }
    const n = (made.get(site.name) ?? 0) + 1;
    made.set(site.name, n);
    rows.push({
      key: `${site.name}:${n}`,
      label: `${site.name} call ${n}`,
      line: site.line,
      code: codeAt(site.line),
      call: null,
      stoppedAt: stop,
      actual: { outcome: 'skipped', trace: '', graph: '' },
    });
  }
  return rows;
}

/** Text compared leniently: per line, outer spaces trimmed and inner runs of spaces collapsed. */
export function normalize(text) {
  const t = String(text ?? '')
    .split('\n')
    .map((l) => l.trim().replace(/\s+/g, ' ').replace(/'/g, '"'))
    .filter((l) => l.length > 0)
    .join('\n');
  return /^(nothing|none|-|—|\(nothing\))$/i.test(t) ? '' : t;
}

/**
 * True when the learner answered a row: chose an outcome or wrote in a box. In an answered row an
 * empty box means "nothing"; a row left blank is not scored (it is no prediction of "nothing").
 */
export function answered(p) {
  return Boolean(p?.outcome) || Boolean(String(p?.trace ?? '').trim()) || Boolean(String(p?.graph ?? '').trim());
}

/**
 * Grades predictions ({[key]: {outcome, trace, graph}}) against the rows of a run.
 * @returns {{score: number, total: number, blank: number,
 *            rows: Array<{key, blank: boolean, fields: {outcome, trace, graph}}>}}
 *   score and total count the answered rows' fields; blank: how many rows were left blank.
 *   each field: {ok: boolean, expected: string, got: string, why: string}
 */
export function grade(rows, predictions, result) {
  let score = 0;
  let total = 0;
  let blank = 0;
  const graded = rows.map((row) => {
    const p = predictions?.[row.key] ?? {};
    const fields = {
      outcome: gradeOutcome(row, p.outcome ?? '', result),
      trace: gradeText(row, p.trace ?? '', 'trace', result),
      graph: gradeText(row, p.graph ?? '', 'graph', result),
    };
    const left = !answered(p);
    if (left) blank += 1;
    else {
      for (const f of Object.values(fields)) {
        total += 1;
        if (f.ok) score += 1;
      }
    }
    return { key: row.key, blank: left, fields };
  });
  return { score, total, blank, rows: graded };
}

/** The score line: "5 of 6 predictions right. 1 call left blank is not counted." */
export function scoreText({ score, total, blank }) {
  const calls = (n) => `${n} call${n === 1 ? '' : 's'}`;
  if (!total) {
    if (!blank) return '';
    const left = blank === 1 ? 'the call was left blank' : `the ${calls(blank)} were left blank`;
    return `Nothing to score: ${left}. Choose what a call does to predict it.`;
  }
  const left = blank ? ` ${calls(blank)} left blank ${blank === 1 ? 'is' : 'are'} not counted.` : '';
  return `${score} of ${total} predictions right.${left}`;
}

function outcomeLabel(outcome) {
  return OUTCOMES.find(([k]) => k === outcome)?.[1] ?? 'no prediction';
}

/** Why a call written after the line where the program stopped did not run. */
function stoppedText(row, result) {
  const type = result?.error?.type;
  if (LIMIT_ERRORS.has(type)) return `This call did not run: the run was stopped at line ${row.stoppedAt}.`;
  return `This call did not run: line ${row.stoppedAt} raised ${type ?? 'an error'}, which stopped the program.`;
}

function gradeOutcome(row, predicted, result) {
  const expected = row.actual.outcome;
  const ok = predicted === expected;
  let why = '';
  if (!ok) {
    if (expected === 'skipped') {
      why = stoppedText(row, result);
    } else if (expected === 'error') {
      const e = result?.error;
      why = e ? `This line raised ${exceptionLine({ ...e, message: withoutEscapes(e.message) })}` : 'This line raised an error.';
    } else if (row.calls) {
      why = describeKerasRow(result, row);
    } else if (row.call) {
      why = describeCall(result, row.call);
    }
  }
  return { ok, expected: outcomeLabel(expected), got: outcomeLabel(predicted), why };
}

/**
 * What the tf.function calls a Keras method made on a row's line did: how many traced and reused,
 * and the call that traced (or the first), as describeCall says it.
 */
function describeKerasRow(result, row) {
  const made = row.calls.filter((c) => c.event);
  const traced = made.filter((c) => c.traced).length;
  const count = `${made.length} tf.function call${made.length === 1 ? '' : 's'}`;
  return `${row.label} made ${count} inside Keras (${traced} traced, ${made.length - traced} reused). ${describeCall(result, row.call)}`;
}

function gradeText(row, predicted, which, result) {
  const expected = row.actual[which];
  const ok = normalize(predicted) === normalize(expected);
  let why = '';
  if (!ok && row.actual.outcome === 'skipped') why = stoppedText(row, result);
  else if (!ok) {
    if (which === 'trace') {
      if (!expected) {
        why =
          row.actual.outcome === 'reuses'
            ? 'Nothing printed at trace time: this call reused a traced graph, so the Python body (and its print) did not run.'
            : 'Nothing printed at trace time for this call.';
      } else {
        why = 'Python print runs only while the function traces, and it ran for this call.';
        const twice = row.call ? twiceTraced(row.call) : null;
        if (twice === row.call?.function) why += ' It ran twice: the first call traced twice because it created tf.Variables.';
        else if (twice) why += ` It ran twice: ${twice}, which this call runs, traced twice because its first call created tf.Variables.`;
        if (/Tensor\("/.test(expected)) {
          why += ' While tracing, tensors are symbolic, so print shows Tensor("name:0", shape=..., dtype=...) instead of values.';
        }
      }
    } else if (!expected) {
      why =
        row.actual.outcome === 'error'
          ? 'The error stopped the call before any graph ran, so no tf.print ran.'
          : 'No tf.print ran in a graph for this call.';
    } else {
      why = 'tf.print is an op in the graph: it runs every time the graph runs, with the values of this call.';
    }
  }
  return { ok, expected: expected || '(nothing)', got: predicted.trim() ? predicted : '(nothing)', why };
}
