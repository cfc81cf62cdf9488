// Deep recursion in the wasm engine (as the page's worker runs it, under V8's ~1 MB machine
// stack): deeply nested values through copy, json and the builtins, and deep Python recursion
// through large expressions, end in Python's RecursionError with CPython's message, never in a
// JS RangeError that kills the run; the engine stays usable afterwards.
//
//   node --test tests/wasm-recursion.test.mjs
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { loadEngine } from './wasm-engine.mjs';

let engine;
before(async () => {
  engine = await loadEngine();
});

/** Runs `source` in the wasm engine; a JS exception (a stack overflow) fails the test. */
function run(source) {
  let text;
  try {
    text = engine.runJson(source, JSON.stringify({ filename: 'main.py' }));
  } catch (err) {
    assert.fail(`the engine threw ${err} instead of ending the run with a Python error`);
  }
  return JSON.parse(text);
}

const stdout = (result) =>
  result.events
    .filter((e) => e.kind === 'print' && e.stream === 'stdout')
    .map((e) => e.text)
    .join('');

// Each program catches its RecursionError and prints the message.
const attempt = (label, expr) => `try:
    ${expr}
    print(${JSON.stringify(label)}, 'ok')
except RecursionError as e:
    print(${JSON.stringify(label)}, e)
`;

const nested = (name, depth, open = '[', close = ']') =>
  `${name} = ${open}${close}\nfor _ in range(${depth}):\n    ${name} = ${open}${name}${close}\n`;

const cases = [
  {
    name: 'copy.deepcopy of a list nested 2000 deep',
    source: `import copy\n${nested('x', 2000)}${attempt('deepcopy', 'copy.deepcopy(x)')}`,
    expected: 'deepcopy maximum recursion depth exceeded\n',
  },
  {
    name: 'json.dumps of a list and a dict nested 2000 deep',
    source:
      `import json\n${nested('x', 2000)}d = {}\nfor _ in range(2000):\n    d = {'k': d}\n` +
      attempt('list', 'json.dumps(x)') +
      attempt('dict', 'json.dumps(d)'),
    expected:
      'list maximum recursion depth exceeded while encoding a JSON object\n' +
      'dict maximum recursion depth exceeded while encoding a JSON object\n',
  },
  {
    name: 'json.loads of 100,000 nested arrays and objects',
    source: `import json\n${attempt('arrays', "json.loads('[' * 100000)")}${attempt('objects', `json.loads('{"a": ' * 100000)`)}`,
    expected:
      'arrays maximum recursion depth exceeded while decoding a JSON array from a unicode string\n' +
      'objects maximum recursion depth exceeded while decoding a JSON object from a unicode string\n',
  },
  {
    name: 'repr, == and < of lists nested 100,000 deep',
    source:
      nested('x', 100000) +
      nested('y', 100000) +
      attempt('repr', 'repr(x)') +
      attempt('eq', 'x == y') +
      attempt('lt', 'x < y'),
    expected:
      'repr maximum recursion depth exceeded while getting the repr of an object\n' +
      'eq maximum recursion depth exceeded in comparison\n' +
      'lt maximum recursion depth exceeded in comparison\n',
  },
  {
    name: 'recursion through a call inside a list display',
    source: `def nest(n):\n    return [nest(n - 1)] if n else []\n${attempt('display', 'nest(5000)')}print(len(repr(nest(100))))\n`,
    expected: 'display maximum recursion depth exceeded\n202\n',
  },
  {
    name: 'plain recursion past the limit',
    source: `def f(n):\n    return f(n - 1) if n else 0\n${attempt('plain', 'f(5000)')}print(f(500))\n`,
    expected: 'plain maximum recursion depth exceeded\n0\n',
  },
];

for (const { name, source, expected } of cases) {
  test(name, () => {
    const result = run(source);
    assert.equal(result.error, null, JSON.stringify(result.error));
    assert.equal(stdout(result), expected);
  });
}

test('an uncaught deep recursion ends the run with RecursionError', () => {
  const result = run(`import copy\n${nested('x', 3000)}copy.deepcopy(x)\n`);
  assert.equal(result.ok, false);
  assert.equal(result.error.type, 'RecursionError');
  assert.equal(result.error.message, 'maximum recursion depth exceeded');
  // The engine is still usable afterwards.
  assert.equal(stdout(run('print(sum(range(10)))\n')), '45\n');
});
