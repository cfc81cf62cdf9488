// TensorFlow API coverage: how much of TF's public API (its own API golden files, copied into
// tests/api/golden) tfplay's `tensorflow` module has. For every module and class listed in
// tests/api/coverage.json it runs scripts/api_coverage_probe.py inside the native engine, which
// looks up each member the golden lists, compares each method's argument names and defaults with
// the golden's argspec, and calls the members tfplay marks as stubs to check that they raise a
// NotImplementedError naming themselves. tests/api/corrections.json holds the places where TF
// 2.20's Python source differs from an older golden (the source wins).
//
//   node scripts/api-coverage.mjs          writes docs/tf-api-coverage.md (npm run api-table)
//   node scripts/api-coverage.mjs --check  fails when docs/tf-api-coverage.md is not what the
//                                          engine gives now, or when an API coverage.json lists
//                                          as complete lost a member or a signature (npm test)
// TFPLAY_BIN selects the engine (default build/native/tfplay).
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RUN_ARGS, runProcess } from '../tests/support/process.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const goldenDir = join(root, 'tests', 'api', 'golden');
const tablePath = join(root, 'docs', 'tf-api-coverage.md');
const bin = resolve(process.env.TFPLAY_BIN ?? join(root, 'build', 'native', 'tfplay'));

/** The Python list literal inside an argspec ("['a', 'b']" or "[\"<dtype: 'int64'>\", 'None']"). */
function parseList(text) {
  if (text === 'None') return null;
  const items = [];
  let i = 1;
  while (i < text.length - 1) {
    const quote = text[i];
    if (quote === "'" || quote === '"') {
      let j = i + 1;
      let item = '';
      while (text[j] !== quote) {
        if (text[j] === '\\') j++;
        item += text[j++];
      }
      items.push(item);
      i = j + 1;
    } else {
      i++;
    }
  }
  return items;
}

/** An argspec string of a golden as [args, varargs, varkw, defaults]. */
export function parseArgspec(spec) {
  const m = /^args=(\[.*?\]), varargs=(\w+), keywords=(\w+), defaults=(None|\[.*\])/.exec(spec);
  if (!m) throw new Error(`cannot read argspec ${spec}`);
  const name = (v) => (v === 'None' ? null : v);
  return [parseList(m[1]), name(m[2]), name(m[3]), parseList(m[4])];
}

/** A golden .pbtxt as {path, kind, members: [{name, kind, mtype?, argspec?}]}. */
export function parseGolden(text) {
  const path = /^path: "(.*)"/m.exec(text)[1];
  const kind = /^tf_class \{/m.test(text) ? 'class' : 'module';
  const members = [];
  const block = /^ {2}(member|member_method) \{\n((?: {4}.*\n)*?) {2}\}/gm;
  for (const [, type, body] of text.matchAll(block)) {
    const unescape = (s) => s.replace(/\\(.)/g, '$1');
    const name = /name: "(.*)"/.exec(body)[1];
    if (type === 'member') {
      members.push({ name, kind: 'member', mtype: unescape(/mtype: "(.*)"/.exec(body)[1]) });
    } else {
      const spec = /argspec: "(.*)"/.exec(body);
      members.push({ name, kind: 'method', argspec: spec ? parseArgspec(unescape(spec[1])) : null });
    }
  }
  return { path, kind, members };
}

/** The goldens of coverage.json with TF 2.20's corrections applied. */
export function loadGoldens() {
  const config = JSON.parse(readFileSync(join(root, 'tests', 'api', 'coverage.json'), 'utf8'));
  const corrections = JSON.parse(readFileSync(join(root, 'tests', 'api', 'corrections.json'), 'utf8')).corrections;
  const goldens = config.goldens.map((g) => {
    const golden = { ...parseGolden(readFileSync(join(goldenDir, g.file), 'utf8')), ...g };
    for (const c of corrections.filter((c) => c.file === g.file)) {
      golden.members = golden.members.filter((m) => m.name !== c.member);
      if (c.argspec !== undefined) {
        golden.members.push({ name: c.member, kind: 'method', argspec: c.argspec === null ? null : parseArgspec(c.argspec) });
      } else if (c.mtype !== undefined) {
        golden.members.push({ name: c.member, kind: 'member', mtype: c.mtype });
      }
    }
    golden.members.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    return golden;
  });
  return { goldens, complete: config.complete };
}

/** Runs the probe in the engine over `goldens`; its per-golden results. */
export async function probe(goldens) {
  const spec = goldens.map((g) => ({
    path: g.path,
    public: g.public,
    kind: g.kind,
    members: g.members.map((m) => ({ name: m.name, kind: m.kind, argspec: m.argspec ?? null })),
  }));
  const dir = mkdtempSync(join(tmpdir(), 'tfplay-api-'));
  try {
    const program = join(dir, 'probe.py');
    const body = readFileSync(join(root, 'scripts', 'api_coverage_probe.py'), 'utf8');
    const preamble = [
      'import json',
      'import tensorflow as tf',
      `SPEC = json.loads(${JSON.stringify(JSON.stringify(spec))})`,
      `RESOLVE = [${goldens.map((g) => `lambda: ${g.resolve}`).join(', ')}]`,
    ];
    writeFileSync(program, preamble.join('\n') + '\n' + body);
    const r = await runProcess(bin, [...RUN_ARGS, program], dir, 300_000);
    if (r.error) throw r.error;
    if (r.status !== 0) throw new Error(`the probe failed (status ${r.status}):\n${r.stderr}`);
    return JSON.parse(r.stdout);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Per-golden counts: members, present, methods with an argspec, same signature, stubs. */
export function summarize(golden, result) {
  const rows = new Map(result.members.map((r) => [r.name, r]));
  const s = { members: 0, present: 0, methods: 0, signature: 0, stubs: 0, missing: [], mismatched: [], stubNames: [], brokenStubs: [] };
  for (const m of golden.members) {
    const r = rows.get(m.name) ?? { present: false };
    s.members++;
    if (r.present) s.present++;
    else s.missing.push(m.name + (r.stub ? ' (NotImplementedError)' : ''));
    if (m.kind === 'method' && m.argspec) {
      s.methods++;
      if (r.signature) s.signature++;
      else if (r.present) s.mismatched.push({ name: m.name, want: m.argspec, got: r.argspec ?? null });
    }
    if (r.present && r.stub) {
      s.stubs++;
      s.stubNames.push(m.name);
    }
    if (r.stub_error) s.brokenStubs.push(`${m.name}: ${r.stub_error}`);
  }
  return s;
}

const pct = (n, d) => (d === 0 ? '–' : `${Math.floor((1000 * n) / d) / 10}%`);

function formatArgspec(spec) {
  if (!spec) return 'no signature';
  const [args, varargs, varkw, defaults] = spec;
  const parts = args.map((a, i) => {
    const d = defaults ? i - (args.length - defaults.length) : -1;
    return d >= 0 ? `${a}=${defaults[d]}` : a;
  });
  if (varargs) parts.push(`*${varargs}`);
  if (varkw) parts.push(`**${varkw}`);
  return `(${parts.join(', ')})`;
}

/** The markdown table of docs/tf-api-coverage.md. */
export function renderTable(goldens, results, complete) {
  const lines = [
    '# TensorFlow API coverage',
    '',
    'Generated by `npm run api-table` (`scripts/api-coverage.mjs`); `npm test` fails when this file is',
    "stale. It measures tfplay's `tensorflow` module against TensorFlow's own API golden files",
    '(`tests/api/golden`, with the corrections for TF 2.20 in `tests/api/corrections.json`). Columns:',
    '',
    '- **members**: what the golden lists (functions, classes, submodules, constants, properties, methods);',
    '- **present**: members tfplay has (an attribute of that name, stubs included);',
    "- **TF signature**: methods whose argument names, `*args`, `**kwargs` and defaults equal the golden's argspec;",
    '- **stubs**: present members that only raise a `NotImplementedError` naming themselves (listed below);',
    '- **implemented**: present members that are not stubs.',
    '',
    'APIs marked ✓ are complete (every member present with TF\'s signature) and must stay so.',
    '',
    '| API | members | present | TF signature | stubs | implemented |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
  ];
  const total = { members: 0, present: 0, methods: 0, signature: 0, stubs: 0 };
  const details = [];
  const summaries = goldens.map((g, i) => summarize(g, results[i]));
  for (const [i, g] of goldens.entries()) {
    const s = summaries[i];
    if (g.target) for (const k of Object.keys(total)) total[k] += s[k];
    const mark = complete.includes(g.public) ? ' ✓' : '';
    const name = g.target ? `\`${g.public}\`${mark}` : `\`${g.public}\` (listed)`;
    lines.push(
      `| ${name} | ${s.members} | ${s.present} (${pct(s.present, s.members)}) | ${s.signature}/${s.methods} (${pct(s.signature, s.methods)}) | ${s.stubs} | ${s.present - s.stubs} |`,
    );
    const d = [];
    if (results[i].error) d.push(`- not found: ${results[i].error}`);
    if (s.missing.length) d.push(`- missing (${s.missing.length}): ${s.missing.map((n) => `\`${n}\``).join(', ')}`);
    if (s.mismatched.length) {
      d.push(`- signature differs from TF (${s.mismatched.length}):`);
      for (const m of s.mismatched) d.push(`  - \`${m.name}\`: TF \`${formatArgspec(m.want)}\`, tfplay \`${formatArgspec(m.got)}\``);
    }
    if (s.brokenStubs.length) d.push(`- stubs that do not raise a NotImplementedError naming themselves: ${s.brokenStubs.join('; ')}`);
    if (s.stubNames.length) d.push(`- stubs (${s.stubNames.length}): ${s.stubNames.map((n) => `\`${n}\``).join(', ')}`);
    if (d.length) details.push(`### \`${g.public}\``, '', ...d, '');
  }
  lines.push(
    `| **targets in total** | ${total.members} | ${total.present} (${pct(total.present, total.members)}) | ${total.signature}/${total.methods} (${pct(total.signature, total.methods)}) | ${total.stubs} | ${total.present - total.stubs} |`,
    '',
    '## Missing members, signature differences and stubs',
    '',
    ...details,
  );
  return { text: lines.join('\n').replace(/\n+$/, '\n'), summaries };
}

async function main() {
  const check = process.argv.includes('--check');
  const { goldens, complete } = loadGoldens();
  const results = await probe(goldens);
  const { text, summaries } = renderTable(goldens, results, complete);
  if (!check) {
    writeFileSync(tablePath, text);
    console.log(`wrote ${tablePath}`);
    return;
  }
  const failures = [];
  for (const [i, g] of goldens.entries()) {
    const s = summaries[i];
    if (complete.includes(g.public) && (s.present < s.members || s.signature < s.methods))
      failures.push(`${g.public} is listed as complete but now lacks: ${[...s.missing, ...s.mismatched.map((m) => m.name + ' (signature)')].join(', ')}`);
  }
  let committed = '';
  try {
    committed = readFileSync(tablePath, 'utf8');
  } catch {}
  if (committed !== text) failures.push('docs/tf-api-coverage.md is stale: run `npm run api-table` and commit the result');
  for (const f of failures) console.error(`api coverage: ${f}`);
  if (failures.length) process.exit(1);
  console.log(`api coverage: docs/tf-api-coverage.md is current (${goldens.length} APIs)`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
