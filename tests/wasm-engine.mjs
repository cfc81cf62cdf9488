// Loads the wasm engine in node as the page's worker does (shared by the wasm test suites):
// the web build needs `require`, `__dirname` and its binary. TFPLAY_ENGINE_DIR overrides the
// build folder (default build/wasm).
//
// The engine does not carry Keras's modules: the build writes them next to it as
// tfplay_keras.bundle, and the page's worker hands them over (loadKerasModules) before a
// program that names Keras runs. loadEngine() does that at once, so every suite's Keras
// programs run as in the page; `{keras: false}` leaves them out (the engine then fetches them
// itself, from `locateFile('tfplay_keras.bundle')`, when a program imports Keras).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DEFERRED_FILE, deferredCode } from '../web/src/engine-deferred.js';

const here = dirname(fileURLToPath(import.meta.url));
export const wasmDir = resolve(process.env.TFPLAY_ENGINE_DIR ?? join(here, '..', 'build', 'wasm'));
export const kerasBundlePath = join(wasmDir, 'tfplay_keras.bundle');

let compiled = null; // the engine's wasm module, compiled once for every instance
let deferred = null; // its deferred module (web/src/engine-deferred.js), likewise
/** The engine's deferred module, compiled on first use. */
export const deferredModule = () => (deferred ??= new WebAssembly.Module(readFileSync(join(wasmDir, DEFERRED_FILE))));

/**
 * A new instance of the engine module (its `runJson`, `runJsonStreaming`, `HEAP8`, ...).
 * `keras`: hand it Keras's modules at once (default). `locateFile`: where the engine finds its
 * files (Emscripten's option; default: next to its script). Its deferred code loads on the first
 * call that needs it, as in the page; `engine.deferredLoaded()` says whether it has.
 */
export async function loadEngine({ keras = true, locateFile } = {}) {
  globalThis.require ??= createRequire(import.meta.url);
  globalThis.__dirname ??= wasmDir;
  const { default: createTfplayEngine } = await import(pathToFileURL(join(wasmDir, 'tfplay_wasm.js')).href);
  compiled ??= WebAssembly.compile(readFileSync(join(wasmDir, 'tfplay_wasm.wasm')));
  const module = await compiled;
  const code = deferredCode(deferredModule);
  const engine = await createTfplayEngine({
    ...code.options,
    ...(locateFile ? { locateFile } : {}),
    instantiateWasm(imports, receiveInstance) {
      WebAssembly.instantiate(module, imports).then((instance) => receiveInstance(instance, module));
      return {};
    },
  });
  engine.deferredLoaded = () => code.loaded;
  if (keras && typeof engine.loadKerasModules === 'function' && !engine.kerasModulesLoaded()) {
    if (!engine.loadKerasModules(readFileSync(kerasBundlePath))) throw new Error(`${kerasBundlePath} is not a Keras bundle`);
  }
  return engine;
}
