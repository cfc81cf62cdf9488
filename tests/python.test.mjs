// The differential Python corpus: every tests/python/NAME.py runs through the native CLI
// (`build/native/tfplay run NAME.py`, from tests/python) and through the machine's own
// CPython (`python3 NAME.py`, same folder, same relative path so tracebacks name the same
// file); stdout, stderr and the exit status must be identical.
//
// tfplay targets CPython 3.12. Where the machine's python3 (3.11 on Debian 12's image) prints
// something else than 3.12 for a program, NAME.expected holds real CPython 3.12's output and
// is used instead of running python3; the .py file says why in a comment. Its format:
//
//   #### stdout
//   ...what 3.12 printed to stdout...
//   #### stderr
//   ...what 3.12 printed to stderr...
//   #### status 1
//
// Each section's text is taken verbatim (a missing final newline is written as a line
// "#### no newline at end" right after the text). tests/support/python_expected.mjs writes
// these files from a CPython 3.12 when one is installed.
//
// Environment:
//   TFPLAY_BIN            the CLI to test (default build/native/tfplay)
//   TFPLAY_PYTHON         the reference interpreter (default python3)
//   TFPLAY_PYTHON_FILTER  run only programs whose name contains this text
//
//   node --test tests/python.test.mjs
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { lineDiff } from './support/diff.mjs';
import { parseExpected, RUN_ARGS, runProcess } from './support/python_corpus.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const programsDir = join(here, 'python');
const bin = resolve(process.env.TFPLAY_BIN ?? join(here, '..', 'build', 'native', 'tfplay'));
const python = process.env.TFPLAY_PYTHON ?? 'python3';
const filter = process.env.TFPLAY_PYTHON_FILTER ?? '';
const TIMEOUT_MS = 60_000;

// Known divergences run as todo tests (reported, not failing the suite); see the file.
const knownPath = join(programsDir, 'known_divergences.txt');
const known = new Map(
  (existsSync(knownPath) ? readFileSync(knownPath, 'utf8').split('\n') : [])
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [name, ...why] = line.split(/\s+/);
      return [name, why.join(' ')];
    }),
);

const programs = (existsSync(programsDir) ? readdirSync(programsDir) : [])
  .filter((f) => f.endsWith('.py'))
  .map((f) => f.slice(0, -3))
  .filter((name) => name.includes(filter))
  .sort();

// CPython (3.9+) makes the script's path absolute before running it, so its tracebacks say
// File "/.../tests/python/NAME.py"; tfplay names the file as given, which is what the page
// shows. The folder prefix is the only difference and is removed from CPython's output.
function withRelativePaths(got) {
  const strip = (text) => [programsDir, realpathSync(programsDir)].reduce((t, dir) => t.split(`${dir}/`).join(''), text);
  return { ...got, stdout: strip(got.stdout), stderr: strip(got.stderr) };
}

async function reference(program) {
  const expectedPath = join(programsDir, `${program}.expected`);
  if (existsSync(expectedPath)) return { ...parseExpected(readFileSync(expectedPath, 'utf8')), source: 'NAME.expected (CPython 3.12)' };
  // Learners run plain `python3 prog.py`, so that is what runs here. PYTHONHASHSEED=0 only
  // makes a failure reproducible: no program may depend on the order of a set of strings.
  const got = await runProcess(python, [`${program}.py`], programsDir, TIMEOUT_MS, { PYTHONHASHSEED: '0' });
  if (got.error) assert.fail(`could not start ${python}: ${got.error.message}`);
  return { ...withRelativePaths(got), source: python };
}

describe('python corpus (tfplay vs CPython)', { concurrency: 2 }, () => {
  if (programs.length === 0) {
    test('no python programs yet', { skip: true }, () => {});
    return;
  }
  for (const program of programs) {
    const todo = known.get(program);
    test(program, todo ? { todo: `known divergence: ${todo}` } : {}, async () => {
      assert.ok(existsSync(bin), `${bin} is missing: build the native CLI first`);
      const [want, got] = await Promise.all([
        reference(program),
        runProcess(bin, [...RUN_ARGS, `${program}.py`], programsDir, TIMEOUT_MS),
      ]);
      if (got.error) assert.fail(`could not start ${bin}: ${got.error.message}`);
      const problems = [];
      if (got.timedOut) problems.push(`timed out after ${TIMEOUT_MS / 1000} s`);
      if (got.signal && !got.timedOut) problems.push(`killed by ${got.signal}`);
      if (got.status !== want.status && !got.signal) problems.push(`exit status ${got.status}, expected ${want.status}`);
      if (got.stdout !== want.stdout) problems.push(`stdout differs (- ${want.source}, + tfplay):\n${lineDiff(want.stdout, got.stdout)}`);
      if (got.stderr !== want.stderr) problems.push(`stderr differs (- ${want.source}, + tfplay):\n${lineDiff(want.stderr, got.stderr)}`);
      if (problems.length) assert.fail(`${program}.py:\n${problems.join('\n')}`);
    });
  }
});
