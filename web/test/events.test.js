// The page's event records (web/src/events.js) and what reads them: consecutive print output
// joined into one record, the terminal's rows and the Timeline's cards read from it unchanged.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { appendRecord, appendStreamedEvents, eventAt, eventCount, expandEvents, lastSeq, withEventList } from '../src/events.js';
import { terminalRowList, terminalRows, terminalText } from '../src/terminal.js';
import { cardList, foldRepeats } from '../src/panes/timeline.js';

const ev = (seq, text, extra = {}) => ({ seq, kind: 'print', clock: 'python', text, stream: 'stdout', line: 2, function: null, concrete: null, ...extra });

/** The records of `events` as the page keeps them (each appended in turn). */
function recordsOf(events) {
  const records = [];
  for (const e of events) appendRecord(records, { ...e });
  return records;
}

test('consecutive alike prints are one record; the list expands back to the events', () => {
  const events = [ev(0, 'a\n'), ev(1, 'b\n'), ev(2, 'é€😀\n'), ev(3, 'x', { kind: 'call' }), ev(4, 'c\n'), ev(5, 'd\n', { line: 3 }), ev(6, 'e\n', { line: 3 })];
  const records = recordsOf(events);
  assert.equal(records.length, 4);
  assert.deepEqual(records[0], { ...ev(0, 'a\nb\né€😀\n'), count: 3, ends: [2, 4, 9] });
  assert.equal(eventCount(records), 7);
  assert.equal(lastSeq(records), 6);
  assert.deepEqual(eventAt(records[0], 2), events[2]);
  assert.deepEqual(expandEvents(records), events);
  // window.tfplay.run()'s result: design.md's list, made when read.
  const result = withEventList({ ok: true, events: records, functions: [], error: null });
  assert.deepEqual(result.events, events);
  assert.deepEqual(JSON.parse(JSON.stringify(result)).events, events);
});

test('streamed batches: merged records of the engine join the ones before them', () => {
  const records = [];
  appendStreamedEvents(records, JSON.stringify([ev(0, '0\n')]));
  appendStreamedEvents(records, JSON.stringify([ev(1, '1\n')]));
  // The engine's compact record (wasm/bindings.cpp), then a warning, then more prints.
  appendStreamedEvents(records, JSON.stringify([{ ...ev(2, '2\n3\n10\n'), count: 3, ends: [2, 4, 7] }, ev(5, 'w\n', { kind: 'warning' })]));
  appendStreamedEvents(records, JSON.stringify([{ ...ev(6, '4\n5\n'), count: 2, ends: [2, 4] }]));
  appendStreamedEvents(records, 'not json');
  assert.equal(records.length, 3);
  assert.deepEqual(records[0], { ...ev(0, '0\n1\n2\n3\n10\n'), count: 5, ends: [2, 4, 6, 8, 11] });
  assert.deepEqual(expandEvents(records).map((e) => [e.seq, e.text]), [
    [0, '0\n'], [1, '1\n'], [2, '2\n'], [3, '3\n'], [4, '10\n'], [5, 'w\n'], [6, '4\n'], [7, '5\n'],
  ]);
});

test('a merged record of whole lines is one block of rows: the same rows, text and items', () => {
  const events = [ev(0, 'start\n'), ...Array.from({ length: 5 }, (_, i) => ev(i + 1, `${i}\n`, { line: 4 })), ev(6, 'two\nlines\n', { line: 4 }), ev(7, 'end\n')];
  const records = recordsOf(events);
  assert.equal(records.length, 3);
  const list = terminalRowList(records);
  assert.equal(list.length, 8);
  assert.deepEqual(terminalRows(records).map((r) => r.text), terminalRows(events).map((r) => r.text));
  assert.deepEqual(list.at(6).lines.map((l) => l.text), ['two', 'lines']);
  assert.deepEqual(list.at(3).items, [events[3]]);
  assert.equal(list.text(), terminalText(events));
  assert.equal(list.at(8), undefined);
});

test('a merged record that redraws or leaves a line open is written event by event', () => {
  const bar = [ev(0, '1/2 ━'), ev(1, '\r2/2 ━━'), ev(2, '\n'), ev(3, 'a'), ev(4, 'b\n')];
  const records = recordsOf(bar);
  assert.equal(records.length, 1);
  assert.deepEqual(terminalRows(records).map((r) => [r.text, r.items.map((e) => e.seq)]), terminalRows(bar).map((r) => [r.text, r.items.map((e) => e.seq)]));
});

test('the Timeline reads a merged record as its events, identical ones folded', () => {
  const events = [ev(0, 'x', { kind: 'call' }), ev(1, 'a\n'), ev(2, 'a\n'), ev(3, 'b\n'), ev(4, 'a\n'), ev(5, 'a\n'), ev(6, 'a\n'), ev(7, 'y', { kind: 'call' }), ev(8, 'y', { kind: 'call' })];
  const records = recordsOf(events);
  const cards = cardList(records);
  const plain = foldRepeats(events);
  assert.equal(cards.length, plain.length);
  assert.deepEqual(Array.from({ length: cards.length }, (_, i) => cards.at(i)), plain);
  assert.deepEqual(plain.map((c) => c.count), [1, 2, 1, 3, 2]);
});
