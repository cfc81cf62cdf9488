// The page's event records: how the page holds a run's events (pure, no DOM; node --test covers it).
//
// The engine streams its events as records (wasm/bindings.cpp): an event of the run result, or
// several consecutive "print"/"tfprint" events that differ only in `seq` and `text` as one
// compact record {...the first event's fields, text: the texts joined, count: how many events,
// ends: where each event's text ends in `text`}. The page keeps the records as they come, and
// joins a record to the one before it when it continues it, so a run printing 200 000 lines is
// one record rather than 200 000 objects. `result.events` on the page is such a list of records;
// the panes and models read records, and `expandEvents` gives design.md's one-event-per-entry
// list where that is wanted (window.tfplay.run()'s result).

/** How many events a record stands for. */
export const countOf = (record) => record.count ?? 1;

/** True when a record stands for several events. */
export const isMerged = (record) => (record.count ?? 1) > 1;

/** Where the text of a record's event `i` starts and ends in record.text. */
export function eventSpan(record, i) {
  if (!isMerged(record)) return [0, record.text.length];
  return [i === 0 ? 0 : record.ends[i - 1], record.ends[i]];
}

/** The text of a record's event `i`. */
export function eventText(record, i) {
  if (!isMerged(record)) return record.text;
  const [start, end] = eventSpan(record, i);
  return record.text.slice(start, end);
}

/** A record's event `i` as an event of design.md's run result (a new object for a merged record). */
export function eventAt(record, i) {
  if (!isMerged(record)) return record;
  const { count, ends, ...fields } = record;
  return { ...fields, seq: record.seq + i, text: eventText(record, i) };
}

/** The events a record stands for, one object each. */
export function eventsOf(record) {
  if (!isMerged(record)) return [record];
  const out = new Array(record.count);
  for (let i = 0; i < record.count; i++) out[i] = eventAt(record, i);
  return out;
}

/** design.md's event list (one object per event) for a list of records. */
export function expandEvents(records) {
  if (!records.some(isMerged)) return records;
  const out = [];
  for (const record of records) {
    if (isMerged(record)) for (let i = 0; i < record.count; i++) out.push(eventAt(record, i));
    else out.push(record);
  }
  return out;
}

const counted = new WeakMap(); // records array -> {length, count}

/** How many events a list of records stands for (records.length when none is merged). */
export function eventCount(records) {
  const known = counted.get(records);
  if (known?.length === records.length) return known.count;
  let count = 0;
  for (const record of records) count += countOf(record);
  counted.set(records, { length: records.length, count });
  return count;
}

/** The seq of the last event of a list of records (-1 when empty). */
export function lastSeq(records) {
  const last = records.at(-1);
  return last ? last.seq + countOf(last) - 1 : -1;
}

/** The fields two events of one record share (everything but seq and text). */
const SHARED = ['kind', 'clock', 'stream', 'line', 'function', 'concrete', 'function_index'];

/** True when `next` may join `record`: the output of print or tf.print right after it, alike. */
export function continues(record, next) {
  if (record.kind !== 'print' && record.kind !== 'tfprint') return false;
  if (next.seq !== record.seq + countOf(record)) return false;
  return SHARED.every((f) => (record[f] ?? null) === (next[f] ?? null));
}

/**
 * Appends one record to `records`, joined to the last one when it continues it. The last
 * record may be changed in place: `records` and its records belong to one run being received.
 */
export function appendRecord(records, record) {
  const last = records.at(-1);
  if (!last || typeof record.text !== 'string' || !continues(last, record)) {
    records.push(record);
    return;
  }
  if (!isMerged(last)) {
    last.count = 1;
    last.ends = [last.text.length];
  }
  const offset = last.text.length;
  last.text += record.text;
  if (isMerged(record)) for (const end of record.ends) last.ends.push(offset + end);
  else last.ends.push(offset + record.text.length);
  last.count += countOf(record);
}

/**
 * `result` as design.md has it, for callers outside the page (window.tfplay.run()): its
 * `events` one object per event, made when first read (a run printing 200 000 lines would
 * otherwise make them for nobody).
 */
export function withEventList(result) {
  if (!Array.isArray(result?.events) || !result.events.some(isMerged)) return result;
  const out = { ...result };
  let events = null;
  Object.defineProperty(out, 'events', { enumerable: true, configurable: true, get: () => (events ??= expandEvents(result.events)) });
  return out;
}

/**
 * Appends the records of one streamed batch (the JSON text of one record or of an array of
 * them, wasm/bindings.cpp) to `records`, in order, each joined to the one before it when it
 * continues it. A damaged batch is dropped.
 */
export function appendStreamedEvents(records, text) {
  try {
    const parsed = JSON.parse(text);
    if (Array.isArray(parsed)) for (const record of parsed) appendRecord(records, record);
    else appendRecord(records, parsed);
  } catch {
    // dropped
  }
}
