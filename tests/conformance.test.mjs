// Conformance: every tests/conformance/NAME.py runs through the native CLI
// (`build/native/tfplay run NAME.py`, from tests/conformance) and must print exactly
// NAME.stdout and NAME.stderr and exit with NAME.status (a number; 0 when the file is absent).
//
// The expected files are written by hand from what real TensorFlow 2.20 on CPython 3.12
// prints; nothing here ever writes them. One normalisation applies to both sides: object
// addresses in default reprs (`<function f at 0x7f3a1c2b5e50>`, `<ConcreteFunction ... at
// 0x24ABF68B290>`) become `at 0x?`, because CPython prints a different address every run (tfplay
// prints deterministic stand-ins, see docs/tracing-fidelity.md "Object addresses"). A second one
// applies to graph execution errors: the number in a generated function's name
// (`[Op:__inference_f_1234]`) becomes `__inference_f_?`, because TF takes it from ops.uid(), a
// process-wide counter of everything the program created before (docs/ops-fidelity.md). A third
// one applies only to lines of Keras progress output (keras/src/utils/progbar.py), whose timing
// text varies from run to run:
//   - a verbose=1 line (it holds a bold `\x1b[1m<current>/<target>\x1b[0m ` counter, or
//     `<current>/Unknown`) is replaced by what a terminal finally shows on that line: Keras
//     redraws the bar in place with `\b`s and `\r`, and which intermediate redraws get printed
//     depends on its 0.05 s throttle, so only the last visible characters count (ANSI codes are
//     kept with the character they precede; trailing spaces, Keras's padding over a longer
//     earlier redraw, are dropped). Then the elapsed/ETA field (`\x1b[1m<N>s\x1b[0m`,
//     `\x1b[1m<N>:<MM>\x1b[0m`, `\x1b[1m<N>:<MM>:<SS>\x1b[0m`) becomes `\x1b[1m<time>\x1b[0m`
//     and the per-step field (`<N>s/step`, `<N>ms/step`, `<N>us/step`) becomes `<time>/step`;
//   - a verbose=2 line (`<current>/<target> - <N>s - <N>ms/step ...`) gets the same two
//     placeholders.
// A fourth one applies to unittest's summary line (Lib/unittest/runner.py, also what
// tf.test.main prints): `Ran 3 tests in 0.004s` becomes `Ran 3 tests in <time>`, the time being
// tfplay's own measure as Keras's are.
// Everything else, including the metric values on those lines, stays exact. Environment:
//   TFPLAY_BIN                 the CLI to test (default build/native/tfplay)
//   TFPLAY_CONFORMANCE_FILTER  run only programs whose name contains this text
//
//   node --test tests/conformance.test.mjs
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { lineDiff } from './support/diff.mjs';
import { normalise } from './support/normalise.mjs';
import { RUN_ARGS, runProcess } from './support/process.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const programsDir = join(here, 'conformance');
const bin = resolve(process.env.TFPLAY_BIN ?? join(here, '..', 'build', 'native', 'tfplay'));
const filter = process.env.TFPLAY_CONFORMANCE_FILTER ?? '';
const TIMEOUT_MS = 60_000;
// The CLI's watchdog (5 s, the page's) is lifted: a loaded machine could reach it; TIMEOUT_MS rules.

for (const name of ['UPDATE', 'UPDATE_GOLDEN', 'UPDATE_SNAPSHOTS', 'TFPLAY_UPDATE']) {
  if (process.env[name]) {
    console.log(`note: ${name} is set, but expected outputs are never regenerated: they come from real TensorFlow.`);
  }
}

const programs = (existsSync(programsDir) ? readdirSync(programsDir) : [])
  .filter((f) => f.endsWith('.py'))
  .map((f) => f.slice(0, -3))
  .filter((name) => name.includes(filter))
  .sort();

function run(program) {
  return runProcess(bin, [...RUN_ARGS, `${program}.py`], programsDir, TIMEOUT_MS);
}

function expected(program, ext) {
  const path = join(programsDir, `${program}.${ext}`);
  return existsSync(path) ? readFileSync(path, 'utf8') : null;
}

describe('conformance', { concurrency: 2 }, () => {
  if (programs.length === 0) {
    test('no conformance programs yet', { skip: true }, () => {});
    return;
  }
  for (const program of programs) {
    test(program, async () => {
      assert.ok(existsSync(bin), `${bin} is missing: build the native CLI first`);
      const wantStdout = expected(program, 'stdout');
      const wantStderr = expected(program, 'stderr');
      const statusText = expected(program, 'status');
      assert.ok(wantStdout !== null, `tests/conformance/${program}.stdout is missing`);
      assert.ok(wantStderr !== null, `tests/conformance/${program}.stderr is missing`);
      const wantStatus = statusText === null ? 0 : Number(statusText.trim());
      assert.ok(Number.isInteger(wantStatus), `tests/conformance/${program}.status must hold a number`);

      const got = await run(program);
      if (got.error) assert.fail(`could not start ${bin}: ${got.error.message}`);
      const problems = [];
      if (got.timedOut) problems.push(`timed out after ${TIMEOUT_MS / 1000} s`);
      if (got.signal && !got.timedOut) problems.push(`killed by ${got.signal}`);
      if (got.status !== wantStatus && !got.signal) problems.push(`exit status ${got.status}, expected ${wantStatus}`);
      const [gotStdout, gotStderr] = [normalise(got.stdout), normalise(got.stderr)];
      const [expStdout, expStderr] = [normalise(wantStdout), normalise(wantStderr)];
      if (gotStdout !== expStdout) problems.push(`stdout differs:\n${lineDiff(expStdout, gotStdout)}`);
      if (gotStderr !== expStderr) problems.push(`stderr differs:\n${lineDiff(expStderr, gotStderr)}`);
      if (problems.length) assert.fail(`${program}.py:\n${problems.join('\n')}`);
    });
  }
});
