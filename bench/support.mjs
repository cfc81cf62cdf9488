// What the benches share: the median they report next to the best time, and the code their
// workers load tfplay's engine with.

import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The median of the numbers `xs` (the mean of the middle two for an even count). */
export function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
}

/**
 * Worker source defining `engine` and `loadEngine()` (resolves to the ms it took): imports the
 * built page's engine as the page does, with the version query of `swSource` (the built sw.js)
 * so that the files are the ones the page loads. The engine's deferred module is loaded as the
 * page's worker loads it (web/src/engine-deferred.js, inlined: the bench's workers are not
 * bundled), after the time is taken: the benches time the engine's work, not its first calls
 * of deferred code.
 */
export function engineLoaderSource(swSource) {
  const version = /tfplay_wasm\.wasm\?v=(\w+)/.exec(swSource)?.[1] ?? '';
  const deferredHelpers = readFileSync(join(root, 'web', 'src', 'engine-deferred.js'), 'utf8').replace(/^export /gm, '');
  return `${deferredHelpers}
const q = ${JSON.stringify(version ? `?v=${version}` : '')};
let engine = null;
async function loadEngine() {
  const t = performance.now();
  const { default: create } = await import('/engine/tfplay_wasm.js' + q);
  const deferred = WebAssembly.compileStreaming(fetch('/engine/' + DEFERRED_FILE + q));
  // A placeholder the engine calls before the preload below (or one Embind bound at start-up,
  // which stays a placeholder) reaches the module through loadSplitModule.
  let compiled = null;
  const code = deferredCode(() => compiled);
  engine = await create({ ...code.options, locateFile: (p) => '/engine/' + p + q });
  const ms = performance.now() - t;
  compiled = await deferred;
  code.preload(engine, compiled);
  return ms;
}`;
}
