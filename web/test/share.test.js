import assert from 'node:assert/strict';
import { test } from 'node:test';
import LZString from 'lz-string';
import { checkedShareUrl, MAX_CODE, readHash, shareUrl, validateState } from '../src/share.js';
import { OUTCOMES } from '../src/predict/grade.js';
import { tooLongToShareText } from '../src/shell/download.js';

test('a state survives the round trip through a link', () => {
  const state = { code: 'print("héllo")\n', pane: 'cache', exercise: { id: 'side-effects', predict: true, checked: false, ledger: { 'f:1': { outcome: 'traces', trace: 'x', graph: '' } } } };
  // Every outcome the ledger offers, "does not run" (skipped) included: it was dropped.
  for (const [outcome] of OUTCOMES) state.exercise.ledger[`g:${outcome}`] = { outcome, trace: '', graph: '' };
  const url = shareUrl(state, 'http://127.0.0.1:8080/');
  assert.match(url, /^http:\/\/127\.0\.0\.1:8080\/#v1\/[A-Za-z0-9+\-$]+$/);
  assert.deepEqual(readHash(new URL(url).hash), { kind: 'state', state });
});

test('first-format links open; damaged and foreign ones are told apart', () => {
  assert.deepEqual(readHash(`#v1/code/${LZString.compressToEncodedURIComponent('x = 1\n')}`), { kind: 'state', state: { code: 'x = 1\n' } });
  assert.equal(readHash('').kind, 'none');
  assert.equal(readHash('#section-2').kind, 'none');
  assert.equal(readHash('#v1/').kind, 'error');
  assert.equal(readHash('#v1/%%%').kind, 'error');
  assert.equal(readHash('#v1/code/').kind, 'error');
  assert.equal(readHash(`#v1/${LZString.compressToEncodedURIComponent('"just a string"')}`).kind, 'error');
  assert.match(readHash('#v2/abc').message, /newer version/);
});

test('a program with Windows or old Mac line ends opens with "\\n" ones, as the editor holds it', () => {
  const hash = (state) => `#v1/${LZString.compressToEncodedURIComponent(JSON.stringify(state))}`;
  assert.deepEqual(readHash(hash({ code: 'x = 1\r\nprint(x)\r\n' })), { kind: 'state', state: { code: 'x = 1\nprint(x)\n' } });
  assert.deepEqual(readHash(hash({ code: 'a\rb\r\n' })).state.code, 'a\nb\n');
  assert.equal(readHash(`#v1/code/${LZString.compressToEncodedURIComponent('y = 2\r\n')}`).state.code, 'y = 2\n');
  // A program with CRLF still shares: the link opens as the same program.
  assert.notEqual(checkedShareUrl({ code: 'print(1)\r\n' }, 'http://127.0.0.1:8080/'), null);
});

test('only well-formed fields of a state are kept', () => {
  assert.equal(validateState({ code: 5 }), null);
  assert.deepEqual(validateState({ code: 'x', pane: '<script>', exercise: { id: 'ok-id', predict: 'yes', ledger: { k: { outcome: 'bogus', trace: 3 } } } }), {
    code: 'x',
    exercise: { id: 'ok-id', ledger: { k: { outcome: '', trace: '', graph: '' } } },
  });
});

test('a link is made only when it opens again: the program fits MAX_CODE', () => {
  const base = 'http://127.0.0.1:8080/';
  const longest = `${'# a comment line of code\n'.repeat(MAX_CODE / 25)}`;
  assert.equal(longest.length, MAX_CODE);
  const url = checkedShareUrl({ code: longest }, base);
  assert.ok(url);
  assert.equal(readHash(new URL(url).hash).state.code, longest);
  assert.equal(checkedShareUrl({ code: `${longest}x` }, base), null);
  // Quotes and backslashes double in JSON: the decoder's JSON bound is checked too.
  assert.equal(checkedShareUrl({ code: '\\'.repeat(MAX_CODE - 1) + '\n' }, base), null);
  assert.ok(checkedShareUrl('print(1)\n', base));
});

test('Share on a program no link holds says why and what to do, in either case', () => {
  const long = 'x = 1\n'.repeat(40_000);
  assert.equal(checkedShareUrl({ code: long }, 'http://127.0.0.1:8080/'), null);
  assert.equal(
    tooLongToShareText(long),
    'This program is too long to share by link: it has 240,000 characters, and a link holds at most 200,000. To share it, download it as a .py file and send the file, or shorten the program.',
  );
  // Within MAX_CODE characters, but each backslash is two in the link's JSON: no link opens.
  const escaped = '\\'.repeat(200_000);
  assert.equal(checkedShareUrl({ code: escaped }, 'http://127.0.0.1:8080/'), null);
  const text = tooLongToShareText(escaped);
  assert.match(text, /^This program is too long to share by link: its 200,000 characters \(with your predictions, if any\) make a link longer than a browser opens\. To share it, download/);
  assert.doesNotMatch(text, /at most 200,000/); // not "200,000 characters; a link holds at most 200,000"
});
