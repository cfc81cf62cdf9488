// The engine worker: loads the wasm engine (built by CMake, served as engine/*) and runs
// programs in it, one at a time, off the page's main thread.
//
// Page -> worker: {type: 'init', engineBase}           where engine/ lives (absolute URL)
//                 {type: 'run', id, source, options}   options: {filename, max_steps}
// Worker -> page: {type: 'ready', loadMs}
//                 {type: 'result', id, result, runMs}  result: the run result of design.md
//                 {type: 'failed', id, message}        the engine itself broke (a wasm trap,
//                                                      an out-of-memory...): restart the worker
/* global __TFPLAY_ENGINE_VERSION__ */

const VERSION = __TFPLAY_ENGINE_VERSION__;
let engine = null;
let loading = null;

function versioned(url) {
  return VERSION === 'dev' ? url : `${url}?v=${VERSION}`;
}

async function load(engineBase) {
  const started = performance.now();
  const glueUrl = versioned(new URL('tfplay_wasm.js', engineBase).href);
  const { default: createTfplayEngine } = await import(/* @vite-ignore */ glueUrl);
  engine = await createTfplayEngine({
    locateFile: (path) => versioned(new URL(path, engineBase).href),
    print: (text) => console.log('[engine]', text),
    printErr: (text) => console.warn('[engine]', text),
  });
  return performance.now() - started;
}

self.onmessage = async (event) => {
  const msg = event.data;
  if (msg.type === 'init') {
    loading ??= load(msg.engineBase);
    try {
      const loadMs = await loading;
      self.postMessage({ type: 'ready', loadMs });
    } catch (err) {
      self.postMessage({ type: 'failed', id: null, message: `could not load the engine: ${err}` });
    }
    return;
  }
  if (msg.type === 'run') {
    try {
      await loading;
      const started = performance.now();
      const json = engine.runJson(msg.source, JSON.stringify(msg.options ?? {}));
      const runMs = performance.now() - started;
      self.postMessage({ type: 'result', id: msg.id, result: JSON.parse(json), runMs });
    } catch (err) {
      self.postMessage({ type: 'failed', id: msg.id, message: String(err?.message ?? err) });
    }
  }
};
