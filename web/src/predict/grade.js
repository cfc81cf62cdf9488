// Predict mode's logic (pure, no DOM): the ledger's rows for a run, and the grading of a
// learner's predictions against that run, with an explanation for every miss taken from the
// run's own trace reasons.
import { describeCall, exceptionLine, groupCalls, nameIsShared, twiceTraced } from '../run-model.js';
import { terminalText, withoutEscapes } from '../terminal.js';

export const OUTCOMES = [
  ['traces', 'traces a new graph'],
  ['reuses', 'reuses a traced graph'],
  ['error', 'raises an error'],
];

/**
 * One ledger row per top-level call (and per trace without a call, and for an error that
 * ended the run outside any call).
 * @returns {Array<{key: string, label: string, line: number, code: string, call: object|null,
 *                  actual: {outcome: string, trace: string, graph: string}}>}
 */
export function ledgerRows(result, source = '') {
  const lines = String(source).split('\n');
  const codeAt = (line) => (line > 0 && line <= lines.length ? lines[line - 1].trim() : '');
  const calls = groupCalls(result);
  const error = result?.error ?? null;
  const rows = [];
  calls.forEach((call, i) => {
    const isLast = i === calls.length - 1;
    let outcome;
    if (call.event) outcome = call.traced ? 'traces' : 'reuses';
    else outcome = isLast && error ? 'error' : 'traces';
    const label = call.event
      ? `${call.function} call ${call.callNumber}`
      : outcome === 'error'
        ? `${call.function} call (failed while tracing)`
        : `${call.function} traced without a call`;
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
  const lastRow = rows.at(-1);
  if (error && !(lastRow && lastRow.actual.outcome === 'error')) {
    rows.push({
      key: `error:${error.line}`,
      label: `line ${error.line > 0 ? error.line : '?'}`,
      line: error.line,
      code: codeAt(error.line),
      call: null,
      actual: { outcome: 'error', trace: '', graph: '' },
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
 * Grades predictions ({[key]: {outcome, trace, graph}}) against the rows of a run.
 * @returns {{score: number, total: number, rows: Array<{key, fields: {outcome, trace, graph}}>}}
 *   each field: {ok: boolean, expected: string, got: string, why: string}
 */
export function grade(rows, predictions, result) {
  let score = 0;
  let total = 0;
  const graded = rows.map((row) => {
    const p = predictions?.[row.key] ?? {};
    const fields = {
      outcome: gradeOutcome(row, p.outcome ?? '', result),
      trace: gradeText(row, p.trace ?? '', 'trace'),
      graph: gradeText(row, p.graph ?? '', 'graph'),
    };
    for (const f of Object.values(fields)) {
      total += 1;
      if (f.ok) score += 1;
    }
    return { key: row.key, fields };
  });
  return { score, total, rows: graded };
}

function outcomeLabel(outcome) {
  return OUTCOMES.find(([k]) => k === outcome)?.[1] ?? 'no prediction';
}

function gradeOutcome(row, predicted, result) {
  const expected = row.actual.outcome;
  const ok = predicted === expected;
  let why = '';
  if (!ok) {
    if (expected === 'error') {
      const e = result?.error;
      why = e ? `This line raised ${exceptionLine({ ...e, message: withoutEscapes(e.message) })}` : 'This line raised an error.';
    } else if (row.call) {
      why = describeCall(result, row.call);
    }
  }
  return { ok, expected: outcomeLabel(expected), got: outcomeLabel(predicted), why };
}

function gradeText(row, predicted, which) {
  const expected = row.actual[which];
  const ok = normalize(predicted) === normalize(expected);
  let why = '';
  if (!ok) {
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
