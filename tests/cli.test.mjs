// The command line: `tfplay run --help`, and the page's limits by default (the step budget,
// the watchdog, the memory cap), each of which a flag lifts.
//   TFPLAY_BIN  the CLI to test (default build/native/tfplay)
//
//   node --test tests/cli.test.mjs
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { runProcess } from './support/process.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const bin = resolve(process.env.TFPLAY_BIN ?? join(here, '..', 'build', 'native', 'tfplay'));
const dir = mkdtempSync(join(tmpdir(), 'tfplay-cli-'));

/** Runs `tfplay ...args` on `program` (written to prog.py). */
function tfplay(args, program = null) {
  if (program !== null) writeFileSync(join(dir, 'prog.py'), program);
  return runProcess(bin, args, dir, 60_000);
}

/** A number the page's source defines, e.g. `const MAX_STEPS = 5_000_000;`. */
function pageConstant(file, name) {
  const text = readFileSync(join(here, '..', 'web', 'src', file), 'utf8');
  const m = new RegExp(`const ${name} = ([\\d_]+);`).exec(text);
  assert.ok(m, `${name} in web/src/${file}`);
  return Number(m[1].replaceAll('_', ''));
}

test('tfplay run --help and -h print the usage and exit 0', async () => {
  for (const args of [['run', '--help'], ['run', '-h'], ['--help'], ['run', 'prog.py', '--help']]) {
    const r = await tfplay(args);
    assert.equal(r.status, 0, args.join(' '));
    assert.match(r.stdout, /^usage: tfplay run /);
    assert.match(r.stdout, /--max-steps N/);
    assert.match(r.stdout, /--timeout SECONDS/);
    assert.match(r.stdout, /--max-memory MIB/);
    assert.match(r.stdout, /--no-limits/);
    assert.equal(r.stderr, '');
  }
});

test('the default limits are the page\'s', async () => {
  const { stdout } = await tfplay(['run', '--help']);
  const steps = pageConstant('main.js', 'MAX_STEPS');
  const watchdogSeconds = pageConstant('engine-client.js', 'WATCHDOG_MS') / 1000;
  assert.match(stdout, new RegExp(`default ${steps}, the page's step budget`));
  assert.match(stdout, new RegExp(`default ${watchdogSeconds}, the page's watchdog`));
});

test('an infinite loop ends with the page\'s step-budget error by default', async () => {
  const r = await tfplay(['run', 'prog.py'], 'print("before")\nwhile True:\n    pass\n');
  assert.equal(r.status, 1);
  assert.equal(r.stdout, 'before\n');
  const steps = pageConstant('main.js', 'MAX_STEPS');
  assert.equal(
    r.stderr,
    `tfplay: the program ran for more than ${steps} steps (tfplay's step budget); is there an infinite loop?\n` +
      'tfplay: --max-steps 0 lifts the step budget\n',
  );
  const json = await tfplay(['run', '--json', 'prog.py']);
  assert.equal(JSON.parse(json.stdout).error.type, 'StepBudgetExceeded');
  // The error points at the loop that was running, its `while` (the page marks that line).
  assert.equal(JSON.parse(json.stdout).error.line, 2);
});

test('--max-steps 0 and --no-limits lift the budget; the watchdog still stops a hang', async () => {
  const loop = 'i = 0\nwhile i < 3_000_000:\n    i += 1\nprint(i)\n';
  assert.equal((await tfplay(['run', 'prog.py'], loop)).status, 1);
  for (const flags of [['--max-steps', '0'], ['--max-steps=0'], ['--no-limits']]) {
    const r = await tfplay(['run', ...flags, 'prog.py'], loop);
    assert.equal(r.stdout, '3000000\n', flags.join(' '));
    assert.equal(r.status, 0);
  }
  const hang = await tfplay(['run', '--max-steps', '0', '--timeout', '0.5', 'prog.py'], 'print("start")\nwhile True:\n    pass\n');
  assert.equal(hang.status, 1);
  assert.equal(hang.stdout, 'start\n');
  assert.equal(hang.stderr, 'tfplay: the program ran longer than 0.5 s, so the watchdog stopped it (--timeout 0 lifts this limit)\n');
  const json = await tfplay(['run', '--json', '--max-steps', '0', '--timeout', '0.5', 'prog.py']);
  assert.equal(json.status, 1);
  assert.deepEqual(JSON.parse(json.stdout).error, {
    type: 'WatchdogTimeout', message: 'the program ran longer than 0.5 s, so the watchdog stopped it',
    line: 0, column: 0, end_line: 0, end_column: 0, traceback: 'tfplay: the program ran longer than 0.5 s, so the watchdog stopped it\n',
  });
});

test('the memory cap turns a memory bomb into MemoryError; --max-memory 0 lifts it', async () => {
  const bomb = 'try:\n    x = "x" * (300 * 1024 * 1024)\n    print("allocated")\nexcept MemoryError:\n    print("MemoryError")\n';
  assert.equal((await tfplay(['run', '--max-memory', '128', 'prog.py'], bomb)).stdout, 'MemoryError\n');
  assert.equal((await tfplay(['run', '--max-memory', '0', 'prog.py'], bomb)).stdout, 'allocated\n');
});

test('bad limit values are usage errors', async () => {
  for (const args of [['--timeout', 'soon'], ['--max-memory', '-1'], ['--max-steps'], ['--timeout=1.2.3']]) {
    const r = await tfplay(['run', ...args, 'prog.py'], 'print(1)\n');
    assert.equal(r.status, 2, args.join(' '));
    assert.match(r.stderr, /^tfplay: /);
  }
});

test('the run result\'s exit_status is the status the CLI exits with', async () => {
  const cases = [
    ['print("fine")\n', 0],
    ['raise ValueError("no")\n', 1],
    ['import sys\nsys.exit(3)\n', 3],
    ['import sys\nsys.exit("bye")\n', 1],
    ['import sys\nsys.exit(0)\n', 0],
    ['raise KeyboardInterrupt\n', 130],
  ];
  for (const [program, status] of cases) {
    const plain = await tfplay(['run', 'prog.py'], program);
    assert.equal(plain.status, status, program);
    const json = await tfplay(['run', '--json', 'prog.py']);
    assert.equal(json.status, status, program);
    const result = JSON.parse(json.stdout);
    assert.equal(result.exit_status, status, program);
    assert.equal(result.ok, status === 0, program);
  }
});
