// npm run bench (pure Python): times each bench/python/*.py in tfplay (the native CLI) and in
// the machine's python3, in one run, and prints the ratios. Each program runs a few times and
// the best wall-clock time counts (process start included, for both).
//
//   node bench/python_bench.mjs [NAME...]
// Environment: TFPLAY_BIN (default build/native/tfplay), TFPLAY_PYTHON (default python3),
// TFPLAY_BENCH_RUNS (default 3).
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const dir = join(here, 'python');
const bin = resolve(process.env.TFPLAY_BIN ?? join(here, '..', 'build', 'native', 'tfplay'));
const python = process.env.TFPLAY_PYTHON ?? 'python3';
const runs = Number(process.env.TFPLAY_BENCH_RUNS ?? 3);
const only = process.argv.slice(2).map((n) => n.replace(/\.py$/, ''));
const programs = readdirSync(dir)
  .filter((f) => f.endsWith('.py'))
  .map((f) => f.slice(0, -3))
  .filter((n) => only.length === 0 || only.includes(n))
  .sort();

function best(cmd, args) {
  let fastest = Infinity;
  let output = null;
  for (let i = 0; i < runs; i++) {
    const start = process.hrtime.bigint();
    const r = spawnSync(cmd, args, { cwd: dir, encoding: 'utf8' });
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    if (r.error) throw new Error(`${cmd}: ${r.error.message}`);
    if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (${r.status}):\n${r.stderr}`);
    output = r.stdout;
    fastest = Math.min(fastest, ms);
  }
  return { ms: fastest, output };
}

console.log(`pure-Python benchmarks: tfplay (${bin}) vs ${python}, best of ${runs}\n`);
console.log('program'.padEnd(16) + 'tfplay ms'.padStart(11) + 'python3 ms'.padStart(12) + 'ratio'.padStart(9));
let logSum = 0;
let failed = false;
for (const name of programs) {
  const t = best(bin, ['run', `${name}.py`]);
  const p = best(python, [`${name}.py`]);
  const ratio = t.ms / p.ms;
  logSum += Math.log(ratio);
  const same = t.output === p.output ? '' : '  OUTPUT DIFFERS';
  if (same) failed = true;
  console.log(name.padEnd(16) + t.ms.toFixed(0).padStart(11) + p.ms.toFixed(0).padStart(12) + `${ratio.toFixed(2)}x`.padStart(9) + same);
}
if (programs.length) console.log(`\ngeometric mean: tfplay takes ${Math.exp(logSum / programs.length).toFixed(2)}x python3's time`);
process.exitCode = failed ? 1 : 0;
