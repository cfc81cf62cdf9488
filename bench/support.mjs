// What the benches share: the median they report next to the best time, and the code their
// workers load tfplay's engine with.

/** The median of the numbers `xs` (the mean of the middle two for an even count). */
export function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
}

/**
 * Worker source defining `engine` and `loadEngine()` (resolves to the ms it took): imports the
 * built page's engine as the page does, with the version query of `swSource` (the built sw.js)
 * so that the files are the ones the page loads. The engine's deferred module
 * (web/src/engine-deferred.js) is loaded too, after the time is taken: the benches time the
 * engine's work, not its first calls of deferred code.
 */
export function engineLoaderSource(swSource) {
  const version = /tfplay_wasm\.wasm\?v=(\w+)/.exec(swSource)?.[1] ?? '';
  return `
const q = ${JSON.stringify(version ? `?v=${version}` : '')};
let engine = null;
async function loadEngine() {
  const t = performance.now();
  const { default: create } = await import('/engine/tfplay_wasm.js' + q);
  const deferred = WebAssembly.compileStreaming(fetch('/engine/tfplay_wasm.deferred.wasm' + q));
  engine = await create({ locateFile: (p) => '/engine/' + p + q });
  const ms = performance.now() - t;
  new WebAssembly.Instance(await deferred, { primary: engine.asm });
  return ms;
}`;
}
