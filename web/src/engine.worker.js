// The engine worker: loads the wasm engine (built by CMake, served as engine/*) and runs
// programs in it, one at a time, off the page's main thread.
//
// Page -> worker: {type: 'init', engineBase}           where engine/ lives (absolute URL)
//                 {type: 'run', id, source, options}   options: {filename, max_steps}
// Worker -> page: {type: 'ready', loadMs}
//                 {type: 'events', id, events}         events so far (JSON texts of an event or
//                                                      an array of events), while running
//                 {type: 'result', id, result, runMs}  result: the run result of design.md (JSON text)
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
      const options = JSON.stringify(msg.options ?? {});
      let json;
      if (typeof engine.runJsonStreaming === 'function') {
        // Events reach the page while the program runs, so that the output so far survives
        // even if the watchdog has to end this worker. The engine batches them (the first
        // ones one by one, later ones every 100 ms): each call is a JSON text of events.
        json = engine.runJsonStreaming(msg.source, options, (eventsJson) => {
          self.postMessage({ type: 'events', id: msg.id, events: [eventsJson] });
        });
      } else {
        json = engine.runJson(msg.source, options);
      }
      const runMs = performance.now() - started;
      // The JSON text itself: the page parses it once, which is cheaper than cloning the
      // parsed object across threads (a run printing 200 000 lines has 200 000 events).
      self.postMessage({ type: 'result', id: msg.id, result: json, runMs });
    } catch (err) {
      self.postMessage({ type: 'failed', id: msg.id, message: String(err?.message ?? err) });
    }
  }
};
