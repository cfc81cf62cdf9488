// Finds the corpus programs whose output differs between the machine's python3 and CPython
// 3.12, and (with --write) records 3.12's output as tests/python/NAME.expected.
//
//   node tests/support/python_expected.mjs [--write] [--python312 PATH] [NAME...]
//
// PATH defaults to $TFPLAY_PYTHON312 or `python3.12`. Programs that agree on both versions
// get no .expected file (a stale one is reported, never deleted silently).
import { existsSync, readdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatExpected, parseExpected, runProcess } from './python_corpus.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const programsDir = resolve(here, '..', 'python');
const args = process.argv.slice(2);
const write = args.includes('--write');
let py312 = process.env.TFPLAY_PYTHON312 ?? 'python3.12';
const names = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--write') continue;
  if (args[i] === '--python312') py312 = args[++i];
  else names.push(args[i].replace(/\.py$/, ''));
}
const programs = names.length
  ? names
  : readdirSync(programsDir).filter((f) => f.endsWith('.py')).map((f) => f.slice(0, -3)).sort();

// As in tests/python.test.mjs: CPython names the script by its absolute path.
const relative = (got) => {
  const strip = (text) => text.split(`${programsDir}/`).join('').split(`${realpathSync(programsDir)}/`).join('');
  return { ...got, stdout: strip(got.stdout), stderr: strip(got.stderr) };
};
const same = (a, b) => a.stdout === b.stdout && a.stderr === b.stderr && a.status === b.status;
for (const name of programs) {
  const env = { PYTHONHASHSEED: '0' };
  const [oldRaw, targetRaw] = await Promise.all([
    runProcess('python3', [`${name}.py`], programsDir, 60_000, env),
    runProcess(py312, [`${name}.py`], programsDir, 60_000, env),
  ]);
  if (targetRaw.error) throw new Error(`cannot run ${py312}: ${targetRaw.error.message}`);
  const old = relative(oldRaw);
  const target = relative(targetRaw);
  const expectedPath = join(programsDir, `${name}.expected`);
  if (same(old, target)) {
    if (existsSync(expectedPath)) console.log(`${name}: python3 and 3.12 agree, but ${name}.expected exists`);
    continue;
  }
  const have = existsSync(expectedPath) ? parseExpected(readFileSync(expectedPath, 'utf8')) : null;
  if (have && same(have, target)) continue;
  console.log(`${name}: python3 and 3.12 differ${write ? ', writing .expected' : ''}`);
  if (write) writeFileSync(expectedPath, formatExpected(target));
}
