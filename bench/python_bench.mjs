// npm run bench (pure Python): times each bench/python/*.py in tfplay (the native CLI) and in
// the machine's python3, in one run, and prints the ratios. Each program runs a few times and
// the best CPU time counts (process start included, for both).
//
// The python3 on the PATH may be a version-manager shim that adds ~100 ms before CPython even
// starts, which would flatter tfplay: the bench runs the interpreter it resolves to
// (sys.executable). Start-up is measured apart, as the best time of an empty program in each;
// the "net ratio" compares the times with each one's start-up taken off.
//
//   node bench/python_bench.mjs [NAME...]
// Environment: TFPLAY_BIN (default build/native/tfplay), TFPLAY_PYTHON (default python3),
// TFPLAY_BENCH_RUNS (default 5).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const dir = join(here, 'python');
const bin = resolve(process.env.TFPLAY_BIN ?? join(here, '..', 'build', 'native', 'tfplay'));
const pythonCommand = process.env.TFPLAY_PYTHON ?? 'python3';
// The interpreter itself rather than a shim in front of it (pyenv's runs bash first).
const python = (() => {
  const r = spawnSync(pythonCommand, ['-c', 'import sys; print(sys.executable)'], { encoding: 'utf8' });
  const exe = r.status === 0 ? r.stdout.trim() : '';
  return exe || pythonCommand;
})();
const runs = Number(process.env.TFPLAY_BENCH_RUNS ?? 5);
const only = process.argv.slice(2).map((n) => n.replace(/\.py$/, ''));
const programs = readdirSync(dir)
  .filter((f) => f.endsWith('.py'))
  .map((f) => f.slice(0, -3))
  .filter((n) => only.length === 0 || only.includes(n))
  .sort();

/**
 * Best time (ms) of `runs` runs of `cmd args` in `cwd`, and its stdout. The time is the CPU
 * time (user + system) of the process and its children, which bash's `times` reports to the
 * millisecond: unlike wall-clock time it does not grow when other work shares the machine.
 */
function best(cmd, args, cwd = dir) {
  let fastest = Infinity;
  let output = null;
  const tmp = mkdtempSync(join(tmpdir(), 'tfplay-bench-'));
  const out = join(tmp, 'stdout');
  try {
    for (let i = 0; i < runs; i++) {
      const r = spawnSync('bash', ['-c', '"$@" > "$BENCH_OUT"; status=$?; times >&2; exit $status', 'bench', cmd, ...args], {
        cwd,
        encoding: 'utf8',
        env: { ...process.env, BENCH_OUT: out },
      });
      if (r.error) throw new Error(`${cmd}: ${r.error.message}`);
      if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (${r.status}):\n${r.stderr}`);
      // The last line of `times`: the children's user and system time, e.g. "0m0.123s 0m0.045s".
      const last = r.stderr.trim().split('\n').pop();
      const seconds = [...last.matchAll(/(\d+)m([\d.]+)s/g)].map((m) => Number(m[1]) * 60 + Number(m[2]));
      if (seconds.length !== 2) throw new Error(`cannot read the CPU time of ${cmd} from: ${last}`);
      output = readFileSync(out, 'utf8');
      fastest = Math.min(fastest, (seconds[0] + seconds[1]) * 1000);
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  return { ms: fastest, output };
}

/** Start-up: the best time of an empty program. */
function startup() {
  const tmp = mkdtempSync(join(tmpdir(), 'tfplay-bench-'));
  try {
    writeFileSync(join(tmp, 'empty.py'), '');
    return { tfplay: best(bin, ['run', 'empty.py'], tmp).ms, python: best(python, ['empty.py'], tmp).ms };
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

const cols = [
  ['program', 16],
  ['tfplay ms', 11],
  ['python3 ms', 12],
  ['ratio', 9],
  ['net ratio', 11],
];
const row = (cells) => cells.map((c, i) => (i === 0 ? String(c).padEnd(cols[i][1]) : String(c).padStart(cols[i][1]))).join('');

const start = startup();
console.log(`pure-Python benchmarks: tfplay (${bin}) vs ${python}, CPU ms (user + system), best of ${runs}`);
console.log(`start-up (empty program): tfplay ${start.tfplay.toFixed(0)} ms, ${python} ${start.python.toFixed(0)} ms\n`);
console.log(row(cols.map(([name]) => name)));
let logRatio = 0;
let logNet = 0;
let failed = false;
for (const name of programs) {
  const t = best(bin, ['run', `${name}.py`]);
  const p = best(python, [`${name}.py`]);
  const ratio = t.ms / p.ms;
  // Below start-up noise a net time is meaningless: clamp to 1 ms.
  const net = Math.max(t.ms - start.tfplay, 1) / Math.max(p.ms - start.python, 1);
  logRatio += Math.log(ratio);
  logNet += Math.log(net);
  const differs = t.output !== p.output;
  if (differs) failed = true;
  console.log(
    row([name, t.ms.toFixed(0), p.ms.toFixed(0), `${ratio.toFixed(2)}x`, `${net.toFixed(2)}x`]) +
      (differs ? '  OUTPUT DIFFERS' : ''),
  );
}
if (programs.length) {
  const mean = (sum) => Math.exp(sum / programs.length).toFixed(2);
  console.log(`\ngeometric mean: tfplay takes ${mean(logRatio)}x python3's time (${mean(logNet)}x without start-up)`);
  console.log('(a ratio below 1 means tfplay is faster)');
}
process.exitCode = failed ? 1 : 0;
