// Unit tests of autosave and the work set aside (shell/autosave.js, shell/setaside.js) over
// stand-in storages: a full one, a tab's own, another tab's saves.
import assert from 'node:assert/strict';
import { beforeEach, test } from 'node:test';

/** A Storage stand-in; `full`: every setItem throws, as a browser's over its quota does. */
class FakeStorage {
  items = new Map();
  full = false;
  quota = Infinity; // the characters of keys and values it holds at most, as a browser's quota
  getItem(key) {
    return this.items.has(key) ? this.items.get(key) : null;
  }
  setItem(key, value) {
    if (this.full) throw new DOMException('quota', 'QuotaExceededError');
    let used = key.length + String(value).length;
    for (const [k, v] of this.items) if (k !== key) used += k.length + v.length;
    if (used > this.quota) throw new DOMException('quota', 'QuotaExceededError');
    this.items.set(key, String(value));
  }
  removeItem(key) {
    this.items.delete(key);
  }
}

globalThis.localStorage = new FakeStorage();
globalThis.sessionStorage = new FakeStorage();
/** Web Locks stand-in: the tabs named in `open` hold their tab locks. */
const openTabs = new Set();
globalThis.navigator = {
  locks: {
    request: () => new Promise(() => {}),
    query: async () => ({ held: [...openTabs].map((tab) => ({ name: `tfplay:tab:${tab}` })), pending: [] }),
  },
};
const { TAB } = await import('../src/shell/tab-id.js');
const { createAutosave, loadSaved } = await import('../src/shell/autosave.js');
const { forgetSetAside, isStored, offerSetAside, setAside, setAsideList, setAsideText } = await import('../src/shell/setaside.js');

beforeEach(() => {
  for (const e of setAsideList()) forgetSetAside(e.code);
  localStorage.items.clear();
  localStorage.full = false;
  localStorage.quota = Infinity;
  sessionStorage.items.clear();
  sessionStorage.full = false;
  sessionStorage.setItem('tfplay:tab', TAB);
  openTabs.clear();
});

/** Notices that record what they show (shell/notices.js's interface). */
function fakeNotices() {
  const shown = [];
  return { shown, show: (notice) => shown.push(notice), hide() {} };
}

test('a reload reopens the tab\'s own program, not the one another tab saved since', () => {
  const autosave = createAutosave();
  autosave.now('print("tab A")\n', null);
  // Another tab saves over localStorage.
  localStorage.setItem('tfplay:autosave', JSON.stringify({ code: 'print("tab B")\n', savedAt: 1, tab: 'other' }));
  assert.equal(loadSaved().code, 'print("tab A")\n');
  // A new tab (no session copy) opens the program saved last.
  sessionStorage.items.delete('tfplay:autosave');
  assert.equal(loadSaved().code, 'print("tab B")\n');
});

test('a reloaded tab saving over another tab\'s program sets that one aside first', () => {
  sessionStorage.setItem('tfplay:autosave', JSON.stringify({ code: 'print("A")\n', savedAt: 1, tab: TAB }));
  localStorage.setItem('tfplay:autosave', JSON.stringify({ code: 'print("B")\n', savedAt: 2, tab: 'other' }));
  createAutosave().now('print("A")\n# more\n', null);
  assert.deepEqual(setAsideList().map((e) => e.code), ['print("B")\n']);
  assert.match(setAsideText(setAsideList()[0], null), /^The program another tab had open, from .*, was set aside and is kept\.$/);
});

test('when storage is full every program set aside in the visit stays offered, and no notice says it is kept', () => {
  localStorage.full = true;
  assert.equal(setAside({ code: 'print("first")\n', savedAt: 1 }), false);
  assert.equal(setAside({ code: 'print("second")\n', savedAt: 2 }), false);
  assert.deepEqual(setAsideList().map((e) => e.code), ['print("second")\n', 'print("first")\n']);
  const notices = fakeNotices();
  const restored = [];
  offerSetAside(notices, setAsideList()[0], { restore: (code) => restored.push(code), cause: { kind: 'link' } });
  const [notice] = notices.shown;
  assert.doesNotMatch(notice.text, /is kept\./);
  assert.match(notice.text, /^You opened a shared link\. Your own code from .* is kept only until this page is left or reloaded: this browser would not store it\.$/);
  assert.ok(notice.actions.some((a) => a.label === 'Download .py' && a.keep));
  // Restoring one offers the next: the first program is not lost behind the second.
  notice.actions.find((a) => a.label === 'Restore my code').run();
  assert.deepEqual(restored, ['print("second")\n']);
  assert.equal(notices.shown.length, 2);
  assert.match(notices.shown[1].text, /^Your code from .* was set aside and is kept only until/);
  notices.shown[1].actions.find((a) => a.label === 'Restore my code').run();
  assert.deepEqual(restored, ['print("second")\n', 'print("first")\n']);
});

test('the notices say what happened: a link, a damaged link, an example', () => {
  const entry = { code: 'x = 1\n', savedAt: 0 };
  assert.equal(setAsideText(entry, { kind: 'link' }), 'You opened a shared link. Your own code from earlier is kept.');
  assert.equal(setAsideText(entry, { kind: 'damaged' }), 'Your own code from earlier was set aside and is kept.');
  assert.equal(setAsideText(entry, { kind: 'example', title: 'Retracing' }), '“Retracing” replaced your code, which is kept.');
  assert.equal(setAsideText({ ...entry, tab: TAB }, null), 'Your code from earlier was set aside and is kept.');
});

test('autosave says whether the tab keeps the program when localStorage will not', () => {
  localStorage.full = true;
  const calls = [];
  createAutosave({ onSaved: (ok, inTab) => calls.push([ok, inTab]) }).now('print(1)\n', null);
  assert.deepEqual(calls, [[false, true]]);
  assert.equal(loadSaved().code, 'print(1)\n');
});

test('a tab that opened with the program of another open tab sets it aside before saving another program over it', async () => {
  // Tab B saved its work; this tab opens with it (nothing of its own yet) while B is open.
  openTabs.add('tab-b');
  localStorage.setItem('tfplay:autosave', JSON.stringify({ code: 'print("B\'s work")\n', savedAt: 5, tab: 'tab-b' }));
  const autosave = createAutosave();
  await new Promise((resolve) => setTimeout(resolve, 0)); // the lock query answers
  autosave.now('print("B\'s work")\n', null); // saved unchanged: nothing to keep yet
  assert.deepEqual(setAsideList(), []);
  autosave.now('print("quick experiment")\n', null);
  assert.deepEqual(setAsideList().map((e) => [e.code, e.tab]), [['print("B\'s work")\n', 'tab-b']]);
  assert.match(setAsideText(setAsideList()[0], null), /^The program another tab had open, from .*, was set aside and is kept\.$/);
  // B closes without saving again: the next tab opens with this tab's program, and B's is offered.
  assert.equal(JSON.parse(localStorage.getItem('tfplay:autosave')).code, 'print("quick experiment")\n');
});

test('a tab that goes on with the program of a tab since closed sets nothing aside (a later visit)', async () => {
  localStorage.setItem('tfplay:autosave', JSON.stringify({ code: 'print("last visit")\n', savedAt: 5, tab: 'closed' }));
  const autosave = createAutosave();
  await new Promise((resolve) => setTimeout(resolve, 0));
  autosave.now('print("last visit")\n# edited\n', null);
  assert.deepEqual(setAsideList(), []);
});

test('another open tab\'s program that is not the reader\'s work (worthKeeping) is not set aside', async () => {
  openTabs.add('tab-b');
  localStorage.setItem('tfplay:autosave', JSON.stringify({ code: 'print("an example")\n', savedAt: 5, tab: 'tab-b' }));
  const autosave = createAutosave({ worthKeeping: (saved) => saved.code !== 'print("an example")\n' });
  await new Promise((resolve) => setTimeout(resolve, 0));
  autosave.now('print("mine")\n', null);
  assert.deepEqual(setAsideList(), []);
});

test('a program too big to be stored twice is set aside in storage when the autosave slot holds that same program', () => {
  const big = `# ${'x'.repeat(600)}\n`;
  localStorage.quota = 1000; // room for one copy, not two
  createAutosave().now(big, null);
  assert.equal(JSON.parse(localStorage.getItem('tfplay:autosave')).code, big);
  // An example replaces it: the copy set aside takes the autosave's place, which the example's code takes next.
  assert.equal(setAside({ code: big, savedAt: 1 }), true);
  assert.equal(isStored(big), true);
  assert.equal(setAsideText(setAsideList()[0], { kind: 'example', title: 'Retracing' }), '“Retracing” replaced your code, which is kept.');
  // Another program's copy is never dropped to make room.
  createAutosave().now('print("other")\n', null);
  assert.equal(setAside({ code: `# ${'y'.repeat(600)}\n`, savedAt: 2 }), false);
  assert.equal(JSON.parse(localStorage.getItem('tfplay:autosave')).code, 'print("other")\n');
});
