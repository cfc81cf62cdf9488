// The terminal line model (web/src/terminal.js): \r, \b and \n across writes, SGR styles.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ROW_LINES, Screen, terminalRowList, terminalRows, terminalText, withoutEscapes } from '../src/terminal.js';
import { drawsSomething, keepsLayout, programFrames, tracebackParts } from '../src/terminal-view.js';

const print = (text, line = 1) => ({ kind: 'print', clock: 'python', stream: 'stdout', text, line });
const BAR = '━';

// Keras's Progbar.update (keras/src/utils/progbar.py, verbose=1): "\b" x the previous width,
// "\r", then the bold count, the green done part, the white rest, the time and the metrics.
function progbar(current, target, rest, previous = 0) {
  const done = Math.floor((20 * current) / target);
  let s = '\b'.repeat(previous) + '\r';
  s += `\x1b[1m${current}/${target}\x1b[0m `;
  if (done > 0) s += `\x1b[32m${BAR.repeat(done)}\x1b[0m`;
  s += `\x1b[37m${BAR.repeat(20 - done)}\x1b[0m`;
  s += ` \x1b[1m0s\x1b[0m ${rest}`;
  return s + ' '.repeat(Math.max(0, previous - width(s))); // pads over a longer previous line
}

/** The visible width of a progress line, as Keras counts it for the next redraw. */
const width = (s) => s.replace(/\x1b\[[0-9;]*m/g, '').replace(/[\b\r]/g, '').length;

test('plain lines: one row per newline-terminated write, text without the final newline', () => {
  const rows = terminalRows([print('a\n'), print('b c\n'), print('\n'), print('two\nlines\n')]);
  assert.deepEqual(
    rows.map((r) => r.text),
    ['a', 'b c', '', 'two\nlines'],
  );
  assert.deepEqual(rows[3].lines.map((l) => l.text), ['two', 'lines']);
  assert.equal(rows[0].items.length, 1);
  assert.deepEqual(rows[0].lines[0].runs(), [{ text: 'a', style: null }]);
  // Each row says which write drew it, a row of one plain line too.
  const events = [print('a\n'), print('two\nlines\n'), print('open'), print(' end\n')];
  assert.deepEqual(terminalRows(events).map((r) => r.items), [[events[0]], [events[1]], [events[2], events[3]]]);
  const styled = terminalRows([print('\x1b[1mbold\x1b[0m\n'), print('\n')]);
  assert.deepEqual(styled.map((r) => r.lines.map((l) => l.runs().map((run) => run.text))), [[['bold']], [[]]]);
});

test('a line written in several writes is one row; a write without a newline leaves it open', () => {
  const rows = terminalRows([print('x = '), print('1'), print('\n'), print('tail')]);
  assert.deepEqual(rows.map((r) => r.text), ['x = 1', 'tail']);
  assert.equal(rows[0].items.length, 3);
});

test('\\r rewinds to the line start and later text overwrites, leaving what it does not cover', () => {
  assert.equal(terminalText([print('hello world\rHELLO\n')]), 'HELLO world');
  assert.equal(terminalText([print('abc'), print('\r'), print('x\n')]), 'xbc');
});

test('\\b moves one column left, never before the line start', () => {
  assert.equal(terminalText([print('abc\b\bX\n')]), 'aXc');
  assert.equal(terminalText([print('ab\b\b\b\b\bZ\n')]), 'Zb');
  // A \b run at the start of a fresh line stays on that line.
  assert.deepEqual(terminalRows([print('one\n'), print('\b\b\b\rtwo\n')]).map((r) => r.text), ['one', 'two']);
});

test('CSI n D, n C and n G move the cursor back, forward and to a column of the line', () => {
  assert.equal(terminalText([print('xxxxx\x1b[3Dab\n')]), 'xxabx');
  assert.equal(terminalText([print('abc\x1b[Dz\n')]), 'abz'); // n defaults to 1
  assert.equal(terminalText([print('ab\x1b[9Dz\n')]), 'zb'); // never before the line start
  assert.equal(terminalText([print('ab\x1b[2Ccd\n')]), 'ab  cd');
  assert.equal(terminalText([print('50%'), print('\x1b[1G100\n')]), '100');
  assert.equal(terminalText([print('abcdef\x1b[3GX\n')]), 'abXdef');
});

test('CSI n A and n F move the cursor up into lines printed before, which the text replaces', () => {
  // Two status lines redrawn in place (as tqdm's nested bars and hand-written dashboards do).
  const events = [print('loss 1\n'), print('acc 1\n'), print('\x1b[2Aloss 2\n'), print('acc 2\n'), print('end\n')];
  const rows = terminalRows(events);
  assert.deepEqual(rows.map((r) => r.text), ['loss 2\nacc 2', 'end']);
  assert.deepEqual(rows[0].items, events.slice(0, 4));
  // CSI F goes to the line's start; up past the first line stops there.
  assert.equal(terminalText([print('abc\n'), print('xyz'), print('\x1b[F12\n')]), '12c\nxyz');
  assert.equal(terminalText([print('a\n'), print('\x1b[9AZ\n')]), 'Z');
  // A merged record of whole lines gives up only the rows the cursor reaches.
  const record = { ...print('0\n1\n2\n'), count: 3, ends: [2, 4, 6] };
  assert.deepEqual(terminalRows([record, print('\x1b[1AX\n')]).map((r) => r.text), ['0', '1', 'X']);
  assert.equal(terminalRows([record, print('\x1b[1AX\n')]).length, 3);
});

test('a two-line dashboard redrawn 100 000 times with CSI A renders quickly, as one row', () => {
  const events = [print('loss\n', 1), print('acc\n', 2)];
  for (let i = 0; i < 100_000; i++) events.push(print(`\x1b[2Aloss ${i}\n`, 3), print(`acc ${i}\n`, 4));
  const started = performance.now();
  const rows = terminalRows(events);
  assert.ok(performance.now() - started < 2000, `took ${performance.now() - started} ms`);
  assert.deepEqual(rows.map((r) => r.text), ['loss 99999\nacc 99999']);
  assert.equal(rows[0].items.length, events.length);
  assert.equal(rows[0].items[0], events[0]);
});

test('CSI n B and n E move the cursor down, never below the last line', () => {
  assert.equal(terminalText([print('a\nb\nc\n'), print('\x1b[3AX\x1b[BY\x1b[EZ\n')]), 'X\nbY\nZ');
  assert.equal(terminalText([print('a\n'), print('\x1b[AX\x1b[5BY\n')]), 'X\n Y'); // the column stays
});

test('a run left with the cursor above its last line shows no empty row', () => {
  const rows = terminalRows([print('a\n'), print('b\n'), print('\x1b[2AA\n')]);
  assert.deepEqual(rows.map((r) => r.text), ['A\nb']);
});

test('the whole text as printed ends its last line, unless the program left it open', () => {
  assert.equal(terminalRowList([print('a\n'), print('b\n')]).printedText(), 'a\nb\n');
  assert.equal(terminalRowList([print('a\n'), print('b')]).printedText(), 'a\nb');
  assert.equal(terminalRowList([print('a\n'), print('\x1b[AA\n')]).printedText(), 'A\n');
  assert.equal(terminalRowList([]).printedText(), '');
  const record = { ...print('0\n1\n'), count: 2, ends: [2, 4] };
  assert.equal(terminalRowList([record]).printedText(), '0\n1\n');
});

test('SGR codes style the text and never appear in it', () => {
  const [row] = terminalRows([print('\x1b[1mbold\x1b[0m plain \x1b[32mgreen\x1b[0m\n')]);
  assert.equal(row.text, 'bold plain green');
  const runs = row.lines[0].runs();
  assert.deepEqual(runs.map((r) => r.text), ['bold', ' plain ', 'green']);
  assert.deepEqual(runs[0].style.classes, ['ansi-bold']);
  assert.equal(runs[1].style, null);
  assert.deepEqual(runs[2].style.classes, []);
  assert.equal(runs[2].style.color, 'var(--ansi-green)');
  // Equal styles are one object.
  const screen = new Screen();
  screen.write('\x1b[32mx\x1b[0m y \x1b[32mz\x1b[0m\n');
  const [x, , z] = screen.finish()[0].lines[0].runs();
  assert.equal(x.style, z.style);
});

test('attributes carry across writes until a reset', () => {
  const [row] = terminalRows([print('\x1b[1;37m'), print('white bold'), print('\x1b[0m!\n')]);
  assert.equal(row.text, 'white bold!');
  const runs = row.lines[0].runs();
  assert.deepEqual(runs[0].style.classes, ['ansi-bold']);
  assert.equal(runs[0].style.color, 'var(--ansi-white)');
  assert.equal(runs[1].style, null);
});

test('256-colour and true-colour codes become rgb colours; other escapes are dropped', () => {
  const [row] = terminalRows([print('\x1b[38;5;196mred\x1b[0m \x1b[48;2;1;2;3mbg\x1b[0m\x1b[2J\x1b]0;title\x07!\n')]);
  assert.equal(row.text, 'red bg!');
  const [red, , bg] = row.lines[0].runs();
  assert.equal(red.style.color, 'rgb(255, 0, 0)');
  assert.deepEqual(red.style.classes, []);
  assert.equal(bg.style.background, 'rgb(1, 2, 3)');
  assert.equal(bg.style.color, null);
});

test("reverse video (SGR 7) swaps the colours, a default one being the pane's own", () => {
  const [row] = terminalRows([print('\x1b[7mdefault\x1b[0m \x1b[31;7mred\x1b[27m back\x1b[0m \x1b[7;48;2;1;2;3mtrue\x1b[0m\n')]);
  assert.equal(row.text, 'default red back true');
  const [plain, , red, back, , truecolour] = row.lines[0].runs();
  assert.equal(plain.style.color, 'var(--panel)');
  assert.equal(plain.style.background, 'var(--text)');
  assert.equal(red.style.color, 'var(--panel)');
  assert.equal(red.style.background, 'var(--ansi-red)');
  assert.equal(back.style.color, 'var(--ansi-red)');
  assert.equal(back.style.background, null);
  assert.equal(truecolour.style.color, 'rgb(1, 2, 3)');
  assert.equal(truecolour.style.background, 'var(--text)');
  assert.deepEqual(plain.style.classes, []);
});

test('an escape sequence split between two writes still applies', () => {
  const [row] = terminalRows([print('\x1b['), print('1mB\x1b[0'), print('m.\n')]);
  assert.equal(row.text, 'B.');
  assert.deepEqual(row.lines[0].runs()[0].style.classes, ['ansi-bold']);
});

test('ESC [ K erases to the line end', () => {
  assert.equal(terminalText([print('long line\rab\x1b[K\n')]), 'ab');
});

test("Keras's fit progress bar, redrawn across print events, renders as its final line", () => {
  const first = progbar(1, 2, '13ms/step - loss: 3.4558 - mae: 1.7924');
  const second = progbar(2, 2, '1ms/step - loss: 3.3649 - mae: 1.7747', width(first)) + '\n';
  const events = [print('Epoch 1/2\n', 8), print(first, 8), print(second, 8), print('Epoch 2/2\n', 8)];
  const rows = terminalRows(events);
  assert.deepEqual(
    rows.map((r) => r.text),
    ['Epoch 1/2', `2/2 ${BAR.repeat(20)} 0s 1ms/step - loss: 3.3649 - mae: 1.7747 `, 'Epoch 2/2'],
  );
  // The progress row holds both writes, and its runs carry Keras's styles.
  assert.equal(rows[1].items.length, 2);
  const runs = rows[1].lines[0].runs();
  assert.deepEqual(runs[0], { text: '2/2', style: runs[0].style });
  assert.deepEqual(runs[0].style.classes, ['ansi-bold']);
  assert.equal(runs[2].style.color, 'var(--ansi-green)');
  assert.equal(runs[2].text, BAR.repeat(20));
  for (const row of rows) assert.doesNotMatch(row.text, /[\x1b\r\b]/);
});

test('a shorter redraw keeps the old tail unless padded, as a terminal does', () => {
  const text = terminalText([print('10/10 long text'), print('\b'.repeat(15) + '\r1/1 x\n')]);
  assert.equal(text, '1/1 x long text');
});

test("summary()'s box-drawing table keeps its lines", () => {
  const table = 'Model: "tiny"\n┏━━━┳━━┓\n┃ a ┃ b┃\n└───┴──┘\n Total params: 0 (0.00 B)\n';
  const [row] = terminalRows([print(table)]);
  assert.deepEqual(row.lines.map((l) => l.text), ['Model: "tiny"', '┏━━━┳━━┓', '┃ a ┃ b┃', '└───┴──┘', ' Total params: 0 (0.00 B)']);
});

test('a table keeps its layout, a one-line progress bar wraps as text', () => {
  const [table] = terminalRows([print('Model: "tiny"\n┏━━━┳━━┓\n┃ a ┃ b┃\n└───┴──┘\n')]);
  assert.equal(keepsLayout(table), true);
  const [bar] = terminalRows([print(progbar(1, 4, 'loss: 0.5')), print(`${progbar(4, 4, 'loss: 0.25 - mae: 0.5', 40)}\n`)]);
  assert.equal(drawsSomething(bar), true);
  assert.equal(keepsLayout(bar), false);
  const [tqdm] = terminalRows([print('100%|██████████| 10/10 [00:01<00:00]\n')]);
  assert.equal(keepsLayout(tqdm), false);
  // A drawing over several lines keeps its layout, even of block characters alone.
  const [art] = terminalRows([print('█░█\n░█░\n')]);
  assert.equal(keepsLayout(art), true);
  const [single] = terminalRows([print('│ a │\n')]);
  assert.equal(keepsLayout(single), true);
});

test('characters outside the BMP are one column each', () => {
  assert.equal(terminalText([print('😀x\b!\n')]), '😀!');
});

test('a Screen reports the open row too, and a later write can still change it', () => {
  const screen = new Screen();
  screen.write('1/2', 'a');
  assert.deepEqual(screen.finish().map((r) => r.lines[0].text), ['1/2']);
  screen.write('\r2/2\n', 'b');
  const rows = screen.finish();
  assert.deepEqual(rows.map((r) => [r.items, r.lines[0].text]), [[['a', 'b'], '2/2']]);
});

test('200 000 one-line writes render quickly', () => {
  const events = Array.from({ length: 200_000 }, (_, i) => print(`${i}\n`));
  const started = performance.now();
  const rows = terminalRows(events);
  assert.equal(rows.length, 200_000);
  assert.equal(rows.at(-1).text, '199999');
  assert.ok(performance.now() - started < 2000);
});

test("withoutEscapes drops SGR codes: the plain text a terminal shows of Keras's bold message", () => {
  const message = 'Exception encountered when calling L.call().\n\n\x1b[1mInput 0 is incompatible\x1b[0m\n\nArguments received by L.call():';
  assert.equal(withoutEscapes(message), 'Exception encountered when calling L.call().\n\nInput 0 is incompatible\n\nArguments received by L.call():');
  assert.equal(withoutEscapes('no codes'), 'no codes');
});

// print("\x00nul\x07bell") showed two boxes for the NUL and the BEL; a terminal shows neither.
test('NUL, BEL and the other C0 controls show nothing; a tab stays', () => {
  assert.equal(terminalText([print('\x00nul\x07bell\n'), print('tab\there\x7f\n'), print('\x0e\x0f\x1cx\n')]), 'nulbell\ntab\there\nx');
  const rows = terminalRows([print('a\x07b\n')]);
  assert.deepEqual(rows[0].lines[0].runs(), [{ text: 'ab', style: null }]);
  // The cursor does not move for them: "\r" and "\b" still land where a terminal puts them.
  assert.equal(terminalText([print('abc\x07\rX\n'), print('ab\x00\bY\n')]), 'Xbc\naY');
});

test("a traceback's frames are apart from its message and from the prose between chained tracebacks", () => {
  const text =
    'Traceback (most recent call last):\n  File "main.py", line 2, in <module>\n    1 / 0\n    ~~^~~\nZeroDivisionError: division by zero\n\n' +
    'During handling of the above exception, another exception occurred:\n\n' +
    'Traceback (most recent call last):\n  File "main.py", line 4, in <module>\n    raise ValueError("x")\nValueError: in user code:\n\n    indented message\n';
  const [row] = terminalRows([{ kind: 'error', clock: 'python', stream: 'stderr', text, line: 4 }]);
  const parts = tracebackParts(row.lines).map((p) => [p.frames, p.lines.map((l) => l.text)]);
  assert.deepEqual(parts, [
    [true, ['Traceback (most recent call last):', '  File "main.py", line 2, in <module>', '    1 / 0', '    ~~^~~']],
    [false, ['ZeroDivisionError: division by zero', '', 'During handling of the above exception, another exception occurred:', '']],
    [true, ['Traceback (most recent call last):', '  File "main.py", line 4, in <module>', '    raise ValueError("x")']],
    [false, ['ValueError: in user code:', '', '    indented message']],
  ]);
  // tfplay's own message has no frames: prose alone.
  const [budget] = terminalRows([{ kind: 'error', clock: 'python', stream: 'stderr', text: "tfplay: the program ran for more than 5000000 steps (tfplay's step budget); is there an infinite loop?\n", line: 3 }]);
  assert.deepEqual(tracebackParts(budget.lines).map((p) => p.frames), [false]);
});

test("a traceback's frames of the program have their lines; library frames and prose have none", () => {
  const lines = (texts) => texts.map((text) => ({ text }));
  const frames = programFrames(lines([
    'Traceback (most recent call last):',
    '  File "main.py", line 9, in <module>',
    '    f(1)',
    '  File "/usr/lib/keras/src/layer.py", line 3, in g',
    '    foo()',
    '  File "main.py", line 4, in f',
    '    return z + y',
    '           ~~^~~',
  ]));
  assert.deepEqual(frames.map((f) => [f.line, f.lines.length]), [[0, 1], [9, 2], [0, 2], [4, 3]]);
  // TF's "in user code:" message lists the frames deeper, with blank lines around them.
  const message = programFrames(lines(['ValueError: in user code:', '', '    File "main.py", line 26, in fresh  *', '        v = tf.Variable(1.0)', '', '    ValueError: only once']));
  assert.deepEqual(message.map((f) => [f.line, f.lines.map((l) => l.text)]), [
    [0, ['ValueError: in user code:', '']],
    [26, ['    File "main.py", line 26, in fresh  *', '        v = tf.Variable(1.0)']],
    [0, ['', '    ValueError: only once']],
  ]);
});

test('one write of many whole lines is a row per line (a table printed at once stays one row)', () => {
  const many = Array.from({ length: ROW_LINES + 1 }, (_, i) => `line ${i}`);
  const event = { kind: 'print', text: `${many.join('\n')}\n` };
  const list = terminalRowList([{ kind: 'print', text: 'before\n' }, event, { kind: 'print', text: 'after\n' }]);
  assert.equal(list.length, ROW_LINES + 3);
  assert.equal(list.at(1).text, 'line 0');
  assert.equal(list.at(ROW_LINES + 1).text, `line ${ROW_LINES}`);
  assert.equal(list.at(ROW_LINES + 1).items[0], event);
  assert.equal(list.text(), ['before', ...many, 'after'].join('\n'));
  const table = { kind: 'print', text: 'a | b\n--+--\n1 | 2\n' };
  assert.deepEqual(terminalRows([table]).map((r) => r.lines.length), [3]);
  // A cursor move up into the block redraws its last line, as on a terminal.
  const redrawn = terminalRowList([event, { kind: 'print', text: '\x1b[1Areplaced\n' }]);
  assert.equal(redrawn.length, ROW_LINES + 1);
  assert.equal(redrawn.at(ROW_LINES).text, 'replaced');
  assert.equal(redrawn.at(ROW_LINES - 1).text, `line ${ROW_LINES - 1}`);
});
