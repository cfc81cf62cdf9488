// Stepping through a run, one top-level tf.function call at a time (the page's stepper): pure
// functions from design.md's run result to the steps and to the run result as it stood at each
// step, so that every pane can show a step by showing an ordinary (shorter) run result.
// No DOM here (node --test covers it).
import { functionKey, functionLabel, groupCalls } from './run-model.js';

/**
 * The steps of a run: one per top-level call of a tf.function, in call order (the calls the
 * Timeline shows; calls made while another function traces are part of that graph, not steps).
 * `end` is the number of events (a prefix of result.events) that had happened once the call,
 * its trace, its trace-time prints, its graph-time prints and its warnings were done.
 * @returns {Array<{n: number, line: number, key: number|string, concrete: number|null,
 *   traced: boolean, name: string, callNumber: number, end: number, call: object}>}
 */
export function stepsOf(result) {
  const events = result?.events ?? [];
  const calls = groupCalls(result).filter((c) => c.event);
  // Positions of the events calls own only (a run printing 200 000 lines has few of those).
  const owned = new Set();
  for (const call of calls) {
    for (const e of [call.event, ...call.traces, ...call.innerTraces, ...call.tracePrints, ...call.graphPrints, ...call.warnings, ...call.nested]) owned.add(e);
  }
  const position = new Map();
  if (owned.size) events.forEach((e, i) => owned.has(e) && position.set(e, i));
  return calls.map((call, i) => {
    const own = [call.event, ...call.traces, ...call.innerTraces, ...call.tracePrints, ...call.graphPrints, ...call.warnings, ...call.nested];
    const last = own.reduce((max, e) => Math.max(max, position.get(e) ?? -1), -1); // no spread: own may be 10^5 long
    return {
      n: i + 1,
      line: call.line,
      key: call.key,
      concrete: call.concrete,
      traced: call.traced,
      name: typeof call.key === 'number' ? functionLabel(result, call.key) || call.function : call.function,
      callNumber: call.callNumber,
      end: last + 1,
      call,
    };
  });
}

/**
 * The run result as it stood after `step` (one of stepsOf(result)): the events up to its end,
 * and in `functions` only the concrete functions traced by then, each with the calls it had
 * served by then, and each function's tracing_count by then. A function with no concrete
 * function yet keeps an empty `concretes`. The run's error or exit had not happened yet: `error`
 * is null, `ok` true and `exit_status` 0. Everything else is kept as it is.
 */
export function resultAtStep(result, step) {
  const events = (result.events ?? []).slice(0, step.end);
  const traces = new Map(); // "key#concrete" -> traces by then
  const calls = new Map(); // "key#concrete" -> calls by then
  const tracings = new Map(); // key -> trace events by then
  const served = new Set(); // "key#concrete" of concretes a call used by then
  for (const e of events) {
    if (e.kind !== 'trace' && e.kind !== 'call') continue;
    const key = functionKey(result, e);
    const id = `${key}#${e.concrete}`;
    if (e.kind === 'trace') {
      traces.set(id, (traces.get(id) ?? 0) + 1);
      tracings.set(key, (tracings.get(key) ?? 0) + 1);
    } else {
      calls.set(id, (calls.get(id) ?? 0) + 1);
      served.add(id);
    }
  }
  const functions = (result.functions ?? []).map((fn, position) => {
    // A concrete function exists once a trace made it (or, with no trace event for it, once a
    // call used it).
    const exists = (c) => traces.has(`${position}#${c.index}`) || served.has(`${position}#${c.index}`);
    return {
      ...fn,
      tracing_count: tracings.get(position) ?? 0,
      concretes: fn.concretes.filter(exists).map((c) => ({ ...c, calls: calls.get(`${position}#${c.index}`) ?? 0 })),
    };
  });
  return { ...result, ok: true, error: null, exit_status: 0, events, functions };
}

/**
 * The call as source text, e.g. "f(2)": the call of `name` on the step's line of `source`,
 * up to its closing parenthesis, at most `max` characters (longer ones end in "…"). When the
 * line does not call `name` by that name (fit calling multi_step_on_iterator), the name and
 * the line: "multi_step_on_iterator (line 12)".
 */
export function callText(source, step, max = 40) {
  const text = String(source ?? '').split('\n')[step.line - 1] ?? '';
  const bare = String(step.call?.function ?? step.name);
  const at = findCall(text, bare);
  if (at < 0) return step.line > 0 ? `${bare} (line ${step.line})` : step.name;
  let depth = 0;
  let end = text.length;
  for (let i = at + bare.length; i < text.length; i++) {
    if ('([{'.includes(text[i])) depth += 1;
    else if (')]}'.includes(text[i]) && --depth === 0) {
      end = i + 1;
      break;
    }
  }
  const call = text.slice(at, end);
  return call.length > max ? `${call.slice(0, max - 1)}…` : call;
}

/** Where `name(` starts in `text` as a whole name (not the end of a longer one), or -1. */
function findCall(text, name) {
  for (let at = text.indexOf(`${name}(`); at >= 0; at = text.indexOf(`${name}(`, at + 1)) {
    if (at === 0 || !/[\w]/.test(text[at - 1])) return at;
  }
  return -1;
}

/**
 * The stepper's label for a step: "call 3 of 7 · f(2) · traced concrete function #1", or
 * "… · reused concrete function #1".
 */
export function stepLabel(source, step, total) {
  if (step.call?.failed) return `call ${step.n} of ${total} · ${callText(source, step)} · tracing failed`;
  const what = step.traced ? 'traced' : 'reused';
  const number = step.concrete === null ? '' : ` #${step.concrete}`;
  return `call ${step.n} of ${total} · ${callText(source, step)} · ${what} concrete function${number}`;
}

