// Plain-language explanations of the warnings TensorFlow prints, linked back to their cause
// in the run (pure: no DOM). Each explanation names what happened in this run.
import { groupCalls } from './run-model.js';

const RETRACING = /^WARNING:tensorflow:(\d+) out of the last (\d+) calls to (.+?) triggered tf\.function retracing\./;
const UNROLLED = /Large unrolled loop detected/;
const EAGER_DATA = /does not apply to tf\.data functions/;
const NEVER_USED = /^ERROR:tensorflow:=+\nObject was never used \(type <class '[\w.]*TensorArray'>\)/;

/**
 * Explains one "warning" event.
 * @returns {{title: string, summary: string, text: string, causes: Array<{line: number, label: string}>}}
 */
export function explainWarning(event, result) {
  const text = String(event.text ?? '');
  const retracing = RETRACING.exec(text);
  if (retracing) {
    const [, traced, calls] = retracing;
    const fn = event.function;
    const causes = groupCalls(result)
      .filter((c) => c.function === fn && c.traced && c.event && c.event.seq <= event.seq)
      .slice(-Number(traced))
      .map((c) => ({
        line: c.line,
        label: `call ${c.callNumber} (line ${c.line}) traced: ${reasonOf(result, c) ?? 'new input signature'}`,
      }));
    return {
      title: 'Retracing warning',
      summary: `${traced} of the last ${calls} calls${fn ? ` to ${fn}` : ''} traced a new graph`,
      text:
        `${traced} of the last ${calls} calls${fn ? ` to ${fn}` : ''} had to trace a new graph instead of reusing one. ` +
        'TensorFlow warns because tracing runs the whole Python body again and is slow. Pass tensors instead of ' +
        'Python numbers, keep shapes and dtypes steady, or generalize the signature with an input_signature or ' +
        'reduce_retracing=True. TensorFlow prints this warning at most twice per function.',
      causes,
    };
  }
  if (UNROLLED.test(text)) {
    return {
      title: 'Large unrolled loop',
      summary: 'a Python loop was unrolled into a very large graph',
      text:
        'A Python loop (for example over range(n)) inside a tf.function is unrolled while tracing: every iteration ' +
        'adds its ops to the graph again. Loop over tf.range(n) instead so AutoGraph builds a single tf.while_loop.',
      causes: event.line > 0 ? [{ line: event.line, label: `the loop near line ${event.line}` }] : [],
    };
  }
  if (EAGER_DATA.test(text)) {
    return {
      title: 'run_functions_eagerly does not reach tf.data',
      summary: 'Dataset.map functions are still traced',
      text:
        'tf.config.run_functions_eagerly(True) makes tf.function calls run their Python body every time, but ' +
        'functions given to Dataset.map are still traced once into a graph.',
      causes: event.line > 0 ? [{ line: event.line, label: `line ${event.line}` }] : [],
    };
  }
  if (NEVER_USED.test(text)) {
    return {
      title: 'TensorArray write never used',
      summary: 'the TensorArray returned by write() was dropped',
      text:
        'TensorArray.write returns the TensorArray to use from then on, and TensorFlow logs this error when that ' +
        'result is thrown away: write ta = ta.write(i, x). When the code runs eagerly the write still happened; ' +
        'inside a tf.function a dropped result loses the write.',
      causes: event.line > 0 ? [{ line: event.line, label: `the write at line ${event.line}` }] : [],
    };
  }
  return {
    title: 'Warning',
    summary: text.split('\n')[0].slice(0, 120),
    text: 'TensorFlow printed a warning: the program still ran, but something may not do what you expect.',
    causes: event.line > 0 ? [{ line: event.line, label: `line ${event.line}` }] : [],
  };
}

/**
 * The run's warnings with repeats merged: one entry per explanation (title and summary) and
 * line, in the order each first appeared, with how many times it was printed. A loop that drops
 * a thousand TensorArray writes gives one card, not a thousand.
 * @returns {Array<{event: object, count: number}>}
 */
export function groupWarnings(result) {
  return result ? cachedGroups(result).groups : [];
}

/** Whether `event` is the first warning of its group: Output explains each warning once. */
export function isFirstOfItsWarnings(event, result) {
  return Boolean(result) && cachedGroups(result).firsts.has(event);
}

// Computed once per result and events array: the editor, the cards and every Output row ask.
const warningGroups = new WeakMap(); // result -> {events, length, groups, firsts}

function cachedGroups(result) {
  const known = warningGroups.get(result);
  if (known?.events === result.events && known.length === result.events?.length) return known;
  const groups = computeWarningGroups(result);
  const entry = { events: result.events, length: result.events?.length, groups, firsts: new Set(groups.map((g) => g.event)) };
  warningGroups.set(result, entry);
  return entry;
}

function computeWarningGroups(result) {
  const groups = new Map();
  for (const event of result?.events ?? []) {
    if (event.kind !== 'warning') continue;
    const info = explainWarning(event, result);
    const key = `${event.line}\u0000${info.title}\u0000${info.summary}`;
    const group = groups.get(key);
    if (group) group.count += 1;
    else groups.set(key, { event, count: 1 });
  }
  return [...groups.values()];
}

function reasonOf(result, call) {
  for (const fn of result.functions ?? []) {
    if (fn.name !== call.function) continue;
    const c = fn.concretes.find((x) => x.index === call.concrete);
    if (c) return c.reason;
  }
  return null;
}
