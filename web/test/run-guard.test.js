// Unit tests of the crash guard (shell/run-guard.js): a mark left by a previous page on the
// program is a crash; a mark this page wrote (a run asked for while the engine loads) is not.
import assert from 'node:assert/strict';
import { beforeEach, test } from 'node:test';
import { createRunGuard } from '../src/shell/run-guard.js';

const store = new Map();
globalThis.localStorage = {
  getItem: (key) => (store.has(key) ? store.get(key) : null),
  setItem: (key, value) => store.set(key, String(value)),
  removeItem: (key) => store.delete(key),
};
globalThis.navigator ??= {}; // no Web Locks: no other open tab holds its run
beforeEach(() => store.clear());

/** The mark a previous page's run of `code` left (its run never finished). */
function markOf(code) {
  createRunGuard().started(code);
  const mark = localStorage.getItem('tfplay:running');
  store.clear();
  return mark.replace(/@.*/, '@gonepage');
}

test('a run of the program a previous page never finished is a crash, and is forgotten', async () => {
  const mark = markOf('print(1)\n');
  localStorage.setItem('tfplay:running', mark);
  const guard = createRunGuard();
  assert.equal(await guard.crashedOn('print(1)\n'), true);
  assert.equal(localStorage.getItem('tfplay:running'), null);
  assert.equal(await createRunGuard().crashedOn('print(1)\n'), false);
});

test('a crash of another program is forgotten, not reported', async () => {
  localStorage.setItem('tfplay:running', markOf('print(1)\n'));
  assert.equal(await createRunGuard().crashedOn('print(2)\n'), false);
  assert.equal(localStorage.getItem('tfplay:running'), null);
});

test('a run this page started before the check is no crash, and its mark stays while it lasts', async () => {
  const guard = createRunGuard();
  guard.started('print(1)\n');
  const mine = localStorage.getItem('tfplay:running');
  assert.equal(await guard.crashedOn('print(1)\n'), false);
  assert.equal(localStorage.getItem('tfplay:running'), mine);
  guard.finished();
  assert.equal(localStorage.getItem('tfplay:running'), null);
});

test('a previous page\'s crash is forgotten once this page runs; the program the reader ran is not held back', async () => {
  localStorage.setItem('tfplay:running', markOf('print(1)\n'));
  const guard = createRunGuard();
  guard.started('print(1)\n'); // Run pressed while the engine loads
  const mine = localStorage.getItem('tfplay:running');
  assert.equal(await guard.crashedOn('print(1)\n'), false);
  assert.equal(localStorage.getItem('tfplay:running'), mine);
});

test('a mark another tab removed after this page opened was a run that ended, not a crash', async () => {
  localStorage.setItem('tfplay:running', markOf('print(1)\n'));
  const guard = createRunGuard(); // opened while the other tab's run was under way
  localStorage.removeItem('tfplay:running'); // its result showed
  assert.equal(await guard.crashedOn('print(1)\n'), false);
  const replaced = markOf('print(1)\n').replace('@gonepage', '@thirdpage');
  localStorage.setItem('tfplay:running', markOf('print(1)\n'));
  const later = createRunGuard();
  localStorage.setItem('tfplay:running', replaced); // another tab ran it again since
  assert.equal(await later.crashedOn('print(1)\n'), false);
  assert.equal(localStorage.getItem('tfplay:running'), replaced);
});
