// The engine worker: loads the wasm engine (built by CMake, served as engine/*) and runs
// programs in it, one at a time, off the page's main thread.
//
// Page -> worker: {type: 'init', engineBase}           where engine/ lives (absolute URL)
//                 {type: 'run', id, source, options}   options: {filename, max_steps}
// Worker -> page: {type: 'ready', loadMs}
//                 {type: 'events', id, events}         events so far (JSON texts), while running
//                 {type: 'result', id, result, runMs}  result: the run result of design.md
//                 {type: 'failed', id, message}        the engine itself broke (a wasm trap,
//                                                      an out-of-memory...): restart the worker
/* global __TFPLAY_ENGINE_VERSION__ */

const VERSION = __TFPLAY_ENGINE_VERSION__;
const STREAM_INTERVAL_MS = 100;
const STREAM_MAX_BATCH = 500;
const STREAM_EAGER_EVENTS = 1000;
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
      const options = JSON.stringify(msg.options ?? {});
      let json;
      if (typeof engine.runJsonStreaming === 'function') {
        // Events reach the page while the program runs (in batches), so that the output so
        // far survives even if the watchdog has to end this worker.
        // The first events go one by one (a hang right after them must not hide them), later
        // ones in batches (a program printing a million lines must not flood the page).
        let batch = [];
        let sent = 0;
        let flushed = performance.now();
        json = engine.runJsonStreaming(msg.source, options, (eventJson) => {
          batch.push(eventJson);
          const now = performance.now();
          if (sent < STREAM_EAGER_EVENTS || now - flushed > STREAM_INTERVAL_MS || batch.length >= STREAM_MAX_BATCH) {
            sent += batch.length;
            self.postMessage({ type: 'events', id: msg.id, events: batch });
            batch = [];
            flushed = now;
          }
        });
      } else {
        json = engine.runJson(msg.source, options);
      }
      const runMs = performance.now() - started;
      self.postMessage({ type: 'result', id: msg.id, result: JSON.parse(json), runMs });
    } catch (err) {
      self.postMessage({ type: 'failed', id: msg.id, message: String(err?.message ?? err) });
    }
  }
};
