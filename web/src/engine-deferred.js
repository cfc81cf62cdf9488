// The engine comes in two wasm modules (scripts/split-engine.mjs, docs/engine-size.md): the
// primary, tfplay_wasm.wasm, holds the code the page's first result runs; the deferred one holds
// the rest. The primary's function table starts with a placeholder in each deferred function's
// slot. Instantiating the deferred module against the primary's exports writes the real functions
// into those slots; the engine's glue does that on the first call of a placeholder, through the
// `loadSplitModule` option these helpers provide, and a loader may do it earlier (`preload`).
//
// Used by the engine worker (engine.worker.js), the wasm tests (tests/wasm-engine.mjs) and the
// benchmarks.

/** The deferred module's file name, next to tfplay_wasm.wasm. */
export const DEFERRED_FILE = 'tfplay_wasm.deferred.wasm';

// What the glue says on the console around a placeholder's first call.
const GLUE_MESSAGE = /^(placeholder function called: |instantiated deferred module, continuing)/;

/**
 * The deferred code of one engine instance. `compiledSync()` gives the compiled deferred module
 * (a WebAssembly.Module) when a placeholder is called before `preload`; it may block (a worker
 * may fetch and compile synchronously) and throws when the module cannot be had, which the call
 * that needed it then raises. `printErr` receives the glue's messages but those two.
 * Returns the Emscripten options to create the engine with, and `preload(engine, module)`, which
 * instantiates the deferred module now (false if the engine had it already).
 */
export function deferredCode(compiledSync, printErr = (text) => console.warn(text)) {
  let loaded = false;
  const instantiate = (module, imports) => {
    if (loaded) return false;
    new WebAssembly.Instance(module, imports);
    loaded = true;
    return true;
  };
  return {
    options: {
      loadSplitModule: (_file, imports) => instantiate(compiledSync(), imports),
      printErr: (text) => {
        if (!GLUE_MESSAGE.test(text)) printErr(text);
      },
    },
    preload: (engine, module) => instantiate(module, { primary: engine.asm }),
    get loaded() {
      return loaded;
    },
  };
}
