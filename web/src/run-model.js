// What a run result means, call by call: pure functions over design.md's run result, shared
// by the panes, the predict ledger and the warnings. No DOM here (node --test covers it).
//
// The engine's event log for one top-level call of a tf.function looks like
//   [trace]* [print clock=trace]* call [tfprint clock=graph]* [warning]*
// A traced call has one "trace" event (two for a first call that creates variables) and the
// trace-time output before its "call" event; a reused call starts at its "call" event. Calls
// made while another function traces are nested: they become part of the outer graph.
import { lastSeq } from './events.js';

/** True for events whose text the program writes (not the "trace"/"call" bookkeeping). */
export function isOutput(event) {
  return event.kind !== 'trace' && event.kind !== 'call';
}

/** Which timeline lane an event belongs to: "python", "trace" or "graph". */
export function laneOf(event) {
  if (event.kind === 'trace') return 'trace';
  if (event.clock === 'trace') return 'trace';
  if (event.clock === 'graph') return 'graph';
  return 'python'; // python and eager
}

/** The text of an event without its final newline. */
export function textOf(event) {
  const text = String(event.text ?? '');
  return text.endsWith('\n') ? text.slice(0, -1) : text;
}

/**
 * Which tf.function object an event belongs to, as a key: its position in result.functions
 * (the event's function_index; for a result without it, the first function of that name), or
 * the function's name when the result does not list it (a Dataset.map function). Names alone
 * do not tell objects apart: fit and evaluate each create a one_step_on_data.
 * @returns {number|string|null}
 */
export function functionKey(result, event) {
  if (Number.isInteger(event.function_index)) return event.function_index;
  if (event.function === null || event.function === undefined) return null;
  const i = (result?.functions ?? []).findIndex((f) => f.name === event.function);
  return i >= 0 ? i : event.function;
}

/** True when `event` belongs to the function `fn` (a functionKey, or a name). */
function belongsTo(result, event, fn) {
  return typeof fn === 'number' ? functionKey(result, event) === fn : event.function === fn;
}

/**
 * Finds the concrete function record {fn, concrete} of the run result, or null. `fn` is a
 * function's position in result.functions, or a name (then the first function of that name
 * that has concrete function `index`).
 */
export function findConcrete(result, fn, index) {
  const functions = result?.functions ?? [];
  const candidates = typeof fn === 'number' ? [functions[fn]].filter(Boolean) : functions.filter((f) => f.name === fn);
  for (const f of candidates) {
    const concrete = f.concretes.find((c) => c.index === index);
    if (concrete) return { fn: f, concrete };
  }
  return null;
}

/**
 * A function's name as the page shows it: with its line when another function of the run has
 * the same name (fit's and evaluate's one_step_on_data), so a reader can tell them apart; and
 * when one on the same line has it too (fit with validation data makes a training and an
 * evaluation multi_step_on_iterator), with its place among them: "(line 14, 2nd)".
 */
export function functionLabel(result, position) {
  const functions = result?.functions ?? [];
  const fn = functions[position];
  if (!fn) return '';
  if (!nameIsShared(result, position) || fn.line <= 0) return fn.name;
  const alike = functions.flatMap((f, i) => (f.name === fn.name && f.line === fn.line ? [i] : []));
  if (alike.length === 1) return `${fn.name} (line ${fn.line})`;
  return `${fn.name} (line ${fn.line}, ${ordinal(alike.indexOf(position) + 1)})`;
}

/**
 * A call's or trace's text with its function named as functionLabel names it when another
 * function of the run has the same name: "multi_step_on_iterator (line 14, 2nd) call 3: reused
 * concrete function 0", so fit's training and validation functions read apart in the Timeline.
 */
export function withFunctionLabel(result, event, text) {
  const position = event.function_index;
  if (!Number.isInteger(position) || !nameIsShared(result, position)) return text;
  const name = result.functions[position].name;
  const at = text.indexOf(name);
  if (at < 0) return text;
  return text.slice(0, at) + functionLabel(result, position) + text.slice(at + name.length);
}

/** 1 -> "1st", 2 -> "2nd", 11 -> "11th", 23 -> "23rd". */
function ordinal(n) {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : { 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th';
  return `${n}${suffix}`;
}

/** True when another function of the run has the name of the function at `position`. */
export function nameIsShared(result, position) {
  const functions = result?.functions ?? [];
  const name = functions[position]?.name;
  return functions.some((f, i) => i !== position && f.name === name);
}

/**
 * Groups the events into top-level calls of tf.functions.
 * @returns {Array<{
 *   n: number,                 // 1-based, over all top-level calls in the run
 *   callNumber: number,        // 1-based, per function (as the engine counts)
 *   function: string, concrete: number|null, line: number,
 *   key: number|string,        // functionKey: which tf.function object (names can repeat)
 *   traced: boolean, traces: object[],  // the "trace" events this call caused
 *   innerTraces: object[],     // traces of other functions it called while it traced (Keras's
 *                              // multi_step_on_iterator tracing one_step_on_data)
 *   tracePrints: object[], graphPrints: object[], warnings: object[],
 *   nested: object[],          // calls made while this one traced
 *   event: object|null,        // its "call" event (null for a trace without a call)
 * }>}
 * Traces that no call claims (get_concrete_function, Dataset.map) come back as entries with
 * `event: null` and `traced: true`.
 */
export function groupCalls(result) {
  if (!result) return computeCalls(result);
  // The panes, the stepper, the editor's notes and the announcement all ask for the same run
  // (a run printing 200 000 lines costs a pass over every event each time): computed once per
  // result and events array. Nobody changes what it returns.
  const known = groupedCalls.get(result);
  if (known?.events === result.events && known.length === result.events?.length) return known.calls;
  const calls = computeCalls(result);
  groupedCalls.set(result, { events: result.events, length: result.events?.length, calls });
  return calls;
}

const groupedCalls = new WeakMap(); // result -> {events, length, calls}

/**
 * Whether the trace `event` of the function `key`, coming while that function's call `pending`
 * traces, is a call its body made (recursion) rather than the same call tracing again (a first
 * call that created variables traces twice): the run result records which call traced each
 * concrete function (`traced_at_call`).
 */
function callsItself(result, key, pending, event) {
  const first = pending.traces[0];
  if (!first || typeof key !== 'number') return false;
  const tracedBy = (index) => findConcrete(result, key, index)?.concrete.traced_at_call;
  const outer = tracedBy(first.concrete);
  const inner = tracedBy(event.concrete);
  return outer !== undefined && inner !== undefined && inner !== outer;
}

function computeCalls(result) {
  const events = result?.events ?? [];
  const calls = [];
  const perFunction = new Map();
  let pending = null; // the trace part of a call whose "call" event has not come yet
  let last = null; // the latest top-level call: graph prints and warnings attach to it

  const flushPending = () => {
    if (!pending) return;
    calls.push(pending);
    pending = null;
  };
  const newEntry = (event) => ({
    n: 0,
    callNumber: 0,
    function: event.function ?? null,
    key: functionKey(result, event),
    concrete: event.concrete ?? null,
    line: event.line ?? 0,
    traced: false,
    failed: false,
    traces: [],
    innerTraces: [],
    tracePrints: [],
    graphPrints: [],
    warnings: [],
    nested: [],
    event: null,
  });

  for (const event of events) {
    const key = functionKey(result, event);
    // A Dataset.map function's trace ends inside .map(), with no call event to close it. What a
    // function traced there calls comes from its body (defined before the .map() that takes it)
    // or from a lambda on the .map() line; a trace or call of another function on a later line
    // is the program going on at the top level (a training loop over the dataset).
    if (pending?.mapTrace && pending.key !== key && (event.kind === 'trace' || event.kind === 'call') && event.line > pending.line) {
      flushPending();
      last = calls.at(-1);
    }
    if (event.kind === 'trace') {
      if (pending && (pending.key !== key || callsItself(result, key, pending, event))) {
        // A trace inside another function's trace (or inside its own, by recursion): a nested
        // call tracing.
        pending.nestedTraces = (pending.nestedTraces ?? 0) + 1;
        pending.innerTraces.push(event);
        continue;
      }
      if (!pending) {
        pending = newEntry(event);
        pending.traced = true;
        // Not a tf.function (its index is null): a Dataset.map function, which no call claims.
        pending.mapTrace = event.function_index === null && event.function != null;
      }
      pending.traces.push(event);
      pending.concrete = event.concrete ?? pending.concrete;
      continue;
    }
    if (event.kind === 'call') {
      // A call of the function `pending` traces, made by its own body (recursion), uses a
      // concrete function traced inside that trace, or fails while deeper traces are open.
      const selfNested =
        pending && pending.key === key &&
        pending.innerTraces.some((t) => functionKey(result, t) === key && (event.concrete === null || t.concrete === event.concrete)) &&
        (event.concrete === null ? pending.nestedTraces > 0 : event.concrete !== pending.concrete);
      if (pending && (pending.key !== key || selfNested)) {
        // Called while `pending` traces: part of that graph, not a top-level call.
        pending.nested.push(event);
        if (pending.nestedTraces > 0) pending.nestedTraces -= 1;
        continue;
      }
      const entry = pending ?? newEntry(event);
      pending = null;
      entry.event = event;
      // A call whose trace raised names no concrete function: none was made.
      entry.failed = event.concrete === null;
      entry.concrete = entry.failed ? null : event.concrete ?? entry.concrete;
      entry.line = event.line || entry.line;
      const count = (perFunction.get(key) ?? 0) + 1;
      perFunction.set(key, count);
      entry.callNumber = count;
      calls.push(entry);
      last = entry;
      continue;
    }
    if (event.clock === 'trace') {
      if (pending) pending.tracePrints.push(event);
      else if (last) last.tracePrints.push(event);
      continue;
    }
    if (event.clock === 'graph') {
      if (pending) flushPending(); // a graph that runs with no call event (Dataset.map)
      if (last && (last.key === key || !event.function)) last.graphPrints.push(event);
      else if (last && last.event === null) last.graphPrints.push(event);
      else {
        // A graph print with no call to hang it on (e.g. a tf.data pipeline's map function):
        // keep it on a trace-only entry of that function, if there is one.
        const owner = [...calls].reverse().find((c) => c.key === key);
        if (owner) owner.graphPrints.push(event);
      }
      continue;
    }
    if (event.kind === 'warning' && last && event.function && key === last.key && !pending) {
      last.warnings.push(event);
      continue;
    }
    // Anything else at the top level ends a trace that no call claimed.
    if (pending) {
      flushPending();
      last = calls.at(-1);
    }
  }
  flushPending();
  calls.forEach((c, i) => {
    c.n = i + 1;
    delete c.nestedTraces;
    delete c.mapTrace;
  });
  return calls;
}

/**
 * The top-level call that printed each trace-time and graph-time output event (groupCalls),
 * for the "call N" tags: event seq -> call. Output with no call event to show (a trace by
 * get_concrete_function, a Dataset.map function) has none.
 * @returns {Map<number, ReturnType<typeof groupCalls>[number]>}
 */
export function callsByOutput(result) {
  const calls = new Map();
  for (const call of groupCalls(result)) {
    if (!call.event) continue;
    for (const e of [...call.tracePrints, ...call.graphPrints]) calls.set(e.seq, call);
  }
  return calls;
}

/** The source lines of the calls a concrete function served (`fn`: a functionKey or a name). */
export function linesServedBy(result, fn, index) {
  const lines = new Set();
  for (const e of result?.events ?? []) {
    if (e.kind === 'call' && e.concrete === index && e.line > 0 && belongsTo(result, e, fn)) lines.add(e.line);
  }
  return [...lines].sort((a, b) => a - b);
}

/** The concrete functions (as "functionKey#index" keys) that calls on `line` used. */
export function concretesUsedAtLine(result, line) {
  const keys = new Set();
  for (const e of result?.events ?? []) {
    if (e.kind === 'call' && e.line === line) keys.add(`${functionKey(result, e)}#${e.concrete}`);
  }
  return keys;
}

/**
 * The source line of each call, by function object and call number as the engine counts them
 * (calls made inside another function's trace included): "functionKey#callNumber" -> line.
 */
export function callLines(result) {
  const lines = new Map();
  const counts = new Map();
  for (const e of result?.events ?? []) {
    if (e.kind !== 'call' || !e.function) continue;
    const key = functionKey(result, e);
    // The engine numbers calls as they start ("f call 3: ..."), which traced_at_call uses too;
    // a recursive function's inner calls end, and so log, before the outer ones.
    const numbered = / call (\d+): /.exec(e.text ?? '');
    const n = numbered ? Number(numbered[1]) : (counts.get(key) ?? 0) + 1;
    counts.set(key, n);
    lines.set(`${key}#${n}`, e.line);
  }
  return lines;
}

/** A short, plain sentence saying what a call did, from the run's trace reasons. */
export function describeCall(result, call) {
  const found = call.concrete !== null ? findConcrete(result, call.key, call.concrete) : null;
  const number = `#${call.concrete}`;
  if (call.event === null) {
    const why = found?.concrete.reason ? ` (${found.concrete.reason})` : '';
    return `${call.function} traced concrete function ${number} without a call${why}.`;
  }
  if (call.failed) {
    return `Call ${call.callNumber} of ${call.function} started a new trace, which raised an error: no concrete function was made, and the call did not run.`;
  }
  if (call.traced) {
    const reason = found?.concrete.reason ?? 'no cached concrete function matched';
    const twice = call.traces.length > 1 ? ` It traced ${call.traces.length} times: ${TWICE}` : '';
    const inner = innerTraceCounts(call)
      .map(([fn, n]) => ` While it traced, it called ${fn}, which traced ${n === 1 ? 'once' : `${n} times`}${n > 1 && twiceTraced(call) === fn ? `: ${TWICE}` : '.'}`)
      .join('');
    return `Call ${call.callNumber} of ${call.function} traced a new concrete function ${number}: ${reason}.${twice}${inner}`;
  }
  const when = found?.concrete.traced_at_call > 0 ? `traced at call ${found.concrete.traced_at_call}` : 'traced earlier';
  return `Call ${call.callNumber} of ${call.function} reused concrete function ${number} (${when}): its inputs matched that signature, so the Python body did not run.`;
}

const TWICE = 'a first call that creates tf.Variables is traced once to create them and again without creating them.';

/** [[function, traces]] of the functions a call ran while it traced, in order of first trace. */
function innerTraceCounts(call) {
  const counts = new Map();
  for (const e of call.innerTraces ?? []) counts.set(e.function, (counts.get(e.function) ?? 0) + 1);
  return [...counts];
}

/**
 * The function whose first call traced twice because it created tf.Variables, when that
 * happened in `call`: the called function itself, or one it called while it traced (fit's
 * one_step_on_data inside multi_step_on_iterator). Null otherwise.
 */
export function twiceTraced(call) {
  if (call.traces.length > 1) return call.function;
  const again = (call.innerTraces ?? []).find((e) => /variables created on first call/.test(textOf(e)));
  return again ? again.function : null;
}

/**
 * The names of the functions whose trace began (a "trace" event) without leaving a concrete
 * function: the body raised, or the run ended, while it traced. In creation order.
 */
export function unfinishedTraces(result) {
  const started = new Set((result.events ?? []).filter((e) => e.kind === 'trace' && e.function).map((e) => e.function));
  return (result.functions ?? []).filter((fn) => started.has(fn.name) && !fn.concretes.length).map((fn) => fn.name);
}

/**
 * The cache as far as the events tell (for a run that was stopped before it could report its
 * functions): one entry per function seen, concretes from "trace" events, calls counted from
 * "call" events. Signatures are unknown.
 */
export function partialFunctions(events) {
  const functions = new Map();
  const fnOf = (name, line) => {
    if (!functions.has(name)) functions.set(name, { name, line, tracing_count: 0, concretes: [] });
    return functions.get(name);
  };
  const counts = new Map();
  for (const e of events) {
    if (!e.function || e.concrete === null || e.concrete === undefined) continue;
    if (e.kind === 'trace') {
      const fn = fnOf(e.function, 0);
      fn.tracing_count += 1;
      if (!fn.concretes.some((c) => c.index === e.concrete)) {
        const reason = /\): (.*)$/.exec(textOf(e))?.[1] ?? '';
        const callNo = (counts.get(e.function) ?? 0) + 1;
        fn.concretes.push({ index: e.concrete, signature: '(not known: the run was stopped)', calls: 0, traced_at_call: callNo, reason });
      }
    } else if (e.kind === 'call') {
      counts.set(e.function, (counts.get(e.function) ?? 0) + 1);
      const fn = fnOf(e.function, 0);
      const c = fn.concretes.find((x) => x.index === e.concrete);
      if (c) c.calls += 1;
    }
  }
  return [...functions.values()];
}

/**
 * What a call did: 'failed' (its trace raised: the call event names no concrete function, so
 * none was made and the call did not run), 'traced' or 'reused'.
 * @returns {'failed'|'traced'|'reused'}
 */
export function callOutcome(call) {
  if (call.failed) return 'failed';
  return call.traced ? 'traced' : 'reused';
}

/**
 * How many of `calls` traced, reused a concrete function and failed to trace.
 * @returns {{traced: number, reused: number, failed: number}}
 */
export function countOutcomes(calls) {
  const counts = { traced: 0, reused: 0, failed: 0 };
  for (const call of calls) counts[callOutcome(call)] += 1;
  return counts;
}

/** "2 traced, 1 reused" with ", 3 failed to trace" when some did. */
function outcomesText({ traced, reused, failed }) {
  return `${traced} traced, ${reused} reused${failed ? `, ${failed} failed to trace` : ''}`;
}

// A recursive function that never stops tracing makes a call per level: its note's tooltip
// describes the first few, not 40 paragraphs of the same sentence.
const HOVER_CALLS = 5;

/**
 * One note per source line that made tf.function calls, for the editor:
 * "traced #1: x: shape (2,) -> (3,)", "reused #0", "tracing failed", or
 * "7 calls: 5 traced, 2 reused" ("40 calls: tracing failed" when every trace raised).
 * @returns {Array<{line: number, text: string, kind: 'traced'|'reused'|'failed'|'mixed', hover: string}>}
 */
export function callNotes(result) {
  const byLine = new Map();
  for (const call of groupCalls(result)) {
    if (!call.event || !(call.line > 0)) continue;
    if (!byLine.has(call.line)) byLine.set(call.line, []);
    byLine.get(call.line).push(call);
  }
  const notes = [];
  for (const [line, calls] of byLine) {
    const counts = countOutcomes(calls);
    let text;
    if (calls.length === 1) {
      const c = calls[0];
      const reason = c.traced ? findConcrete(result, c.key, c.concrete)?.concrete.reason : null;
      const short = reason && reason.length > 36 ? `${reason.slice(0, 35)}…` : reason;
      if (c.failed) text = '⟵ tracing failed';
      else text = c.traced ? `⟵ traced #${c.concrete}${short ? `: ${short}` : ''}` : `⟵ reused #${c.concrete}`;
    } else if (counts.failed === calls.length) {
      text = `⟵ ${calls.length} calls: tracing failed`;
    } else {
      text = `⟵ ${calls.length} calls: ${outcomesText(counts)}`;
    }
    const described = calls.slice(0, HOVER_CALLS).map((c) => describeCall(result, c));
    const more = calls.length - described.length;
    if (more > 0) described.push(`… and ${more} more call${more === 1 ? '' : 's'} on this line.`);
    const kind = ['traced', 'reused', 'failed'].find((k) => counts[k] === calls.length) ?? 'mixed';
    notes.push({ line, text, kind, hover: described.join('\n\n') });
  }
  return notes.sort((a, b) => a.line - b.line);
}

/**
 * The sentence screen readers hear after a run: what its tf.function calls did, its warnings,
 * its error and its exit status.
 */
export function runAnnouncement(result) {
  const calls = groupCalls(result).filter((c) => c.event);
  // A program without tf.function calls hears so, not "0 tf.function calls, 0 traced, 0 reused".
  const parts = [
    calls.length
      ? `Run finished: ${calls.length} tf.function call${calls.length === 1 ? '' : 's'}, ${outcomesText(countOutcomes(calls))}.`
      : 'Run finished: no tf.function calls.',
  ];
  const warnings = (result.events ?? []).filter((e) => e.kind === 'warning').length; // never merged
  if (warnings) parts.push(`${warnings} warning${warnings === 1 ? '' : 's'}.`);
  if (result.error) parts.push(result.error.line > 0 ? `${result.error.type} on line ${result.error.line}.` : `${result.error.type}.`);
  if (exitStatus(result)) parts.push(`Exit status ${exitStatus(result)}.`);
  return parts.join(' ');
}

/**
 * The ops of one concrete function (design.md: `ops` of a concrete function), or null when the
 * engine did not report them.
 * @returns {Array<{name: string, type: string, inputs: string[], dtype: string|null,
 *   shape: string|null, line: number, column: number, captured: boolean, value: string|null}>|null}
 */
export function opsOf(result, fn, index) {
  const found = findConcrete(result, fn, index);
  return Array.isArray(found?.concrete.ops) ? found.concrete.ops : null;
}

/** How many colours sourceColours cycles through (style.css has .src-c0 ... .src-c7). */
export const SOURCE_COLOURS = 8;

/**
 * Compiler Explorer's source colouring: every source line that created ops gets a colour,
 * assigned in line order and cycling through SOURCE_COLOURS, so neighbouring lines differ.
 * @returns {Map<number, number>} line -> colour index
 */
export function sourceColours(ops) {
  const lines = [...new Set((ops ?? []).map((op) => op.line).filter((line) => line > 0))].sort((a, b) => a - b);
  return new Map(lines.map((line, i) => [line, i % SOURCE_COLOURS]));
}

/**
 * An error as the last line of its traceback: "Type: message", or the type alone when the
 * message is empty (`raise KeyboardInterrupt`), as CPython's format_exception_only writes it,
 * with the suggestion CPython adds there when `traceback` has one ("... is not defined. Did you
 * mean: 'print'?"): it is printed, never part of the message.
 */
export function exceptionLine({ type, message, traceback = '' }) {
  const text = String(message ?? '');
  const last = String(traceback).trimEnd().split('\n').at(-1);
  const hint = /\. Did you (?:mean|forget to import)\b.*\?$/.exec(last)?.[0] ?? '';
  const suggestion = hint && text && last.slice(0, -hint.length).endsWith(text) ? hint : '';
  return text ? `${type}: ${text}${suggestion}` : type;
}

/** The error types of a run the page's limits ended (the run notice says which): not the program's own. */
export const LIMIT_ERRORS = new Set(['StepBudgetExceeded', 'WatchdogTimeout', 'Stopped']);

/**
 * How a run ended, as the status pill says it: 'done' (it ran to its end), 'error' (it raised,
 * or the engine failed) or 'stopped' (Stop, the watchdog or the step budget ended it).
 */
export function runEnding(result) {
  const type = result?.error?.type;
  if (!type) return 'done';
  return LIMIT_ERRORS.has(type) ? 'stopped' : 'error';
}

/**
 * The status a run's program asked to exit with, when no error says how it ended: `sys.exit(3)`
 * is 3, `sys.exit("msg")` 1 (the message went to stderr). The run result's `exit_status` is the
 * status `python main.py` would exit with; this is 0 for a run that ended normally or with
 * `sys.exit()` / `sys.exit(0)`, for one that raised (its error is shown; an uncaught exception is
 * 1, KeyboardInterrupt 130), and for a result without the field (a partial or a stopped run's).
 */
export function exitStatus(result) {
  const status = result?.exit_status;
  return Number.isInteger(status) && !result.error ? status : 0;
}

/**
 * A run result for a run the engine could not finish (design.md's shape, error filled in):
 * `events` are the records (events.js) that arrived before it stopped; the cache is rebuilt
 * from them. The error has no line (0): the page cannot tell where a stopped program was, and
 * the line of its last output is not it (`print("start")` then `x = 7 ** 10 ** 7` was blamed on
 * the print).
 */
export function engineFailure(message, { type = 'InternalError', events = [] } = {}) {
  const traceback = `${type}: ${message}\n`;
  const seq = lastSeq(events) + 1;
  return {
    ok: false,
    exit_status: 1,
    events: [
      ...events,
      { seq, kind: 'error', clock: 'python', text: traceback, stream: 'stderr', line: 0, function: null, concrete: null },
    ],
    functions: partialFunctions(events),
    error: { type, message, line: 0, column: 0, traceback },
  };
}
