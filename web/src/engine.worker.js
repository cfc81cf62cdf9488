// The engine worker: loads the wasm engine (built by CMake, served as engine/*) and runs
// programs in it, one at a time, off the page's main thread.
//
// Page -> worker: {type: 'init', engineBase, module}   where engine/ lives (absolute URL); module:
//                                                      the engine's wasm module a previous worker
//                                                      compiled, if any (a restart skips the
//                                                      download and the compile)
//                 {type: 'run', id, source, options}   options: {filename, max_steps}
//                 {type: 'warm', id, source}           run a program only to warm the engine up
//                 {type: 'warm', id, prepare: options} prepare the Keras run state for runs with
//                                                      these options and snapshot the engine's
//                                                      memory (engine-snapshot.js)
// Worker -> page: {type: 'module', module}             the wasm module this worker compiled, for
//                                                      the next worker the page starts
//                 {type: 'ready', loadMs, timeline, heapBytes}
//                                                      timeline: when each step of loading ended;
//                                                      heapBytes (here and below): the size of
//                                                      the engine's wasm memory, which never shrinks
//                 {type: 'events', id, events}         events so far, while running: JSON texts
//                                                      of arrays of records (wasm/bindings.cpp:
//                                                      events, consecutive alike prints merged)
//                 {type: 'result', id, result, runMs, eventsStreamed, heapBytes}
//                                                      result: the run result of design.md (JSON
//                                                      text); with eventsStreamed its "events" is
//                                                      empty: they are the 'events' messages'
//                 {type: 'warmed', id, runMs, heapBytes, snapshotBytes}
//                                                      snapshotBytes: after a prepare step, the
//                                                      size of the snapshot (0: none was made)
//                 {type: 'failed', id, message}        the engine itself broke (a wasm trap,
//                                                      an out-of-memory...): restart the worker
import { compileEngineModule, engineFileUrl } from './engine-files.js';
import { restoreSnapshot, snapshotFits, takeSnapshot } from './engine-snapshot.js';

let engine = null;
let loading = null;
// When each step of loading ended (ms since the page's navigation started), for npm run bench.
const timeline = {};
const stamp = (step) => (timeline[step] = performance.timeOrigin + performance.now());
// The engine's memory right after it prepared the Keras run state (engine-snapshot.js), and
// whether a run has changed the memory since.
let snapshot = null;
let changedSinceSnapshot = false;

/** The size of the engine's wasm memory in bytes (0 before it loads). */
const heapBytes = () => engine?.HEAP8?.buffer.byteLength ?? 0;

/**
 * The engine's wasm module: the one a previous worker compiled (`module`, kept by the page), else
 * downloaded and compiled here while the glue script loads. A module compiled here goes to the
 * page for the workers it starts later. (The page's thread does not compile it: decoding 14 MB
 * there delays the page's own start and the worker's by as much as the overlap gains.)
 */
function engineModule(engineBase, module) {
  if (module) return Promise.resolve(module);
  const compiled = compileEngineModule(engineBase);
  compiled.then((m) => self.postMessage({ type: 'module', module: m }), () => {});
  return compiled;
}

/** Why loading failed, for a reader: a plain Error's message alone ("Error: " says nothing). */
const reason = (err) => (err?.name === 'Error' ? err.message : String(err));

async function load(engineBase, module) {
  const started = performance.now();
  stamp('worker');
  const compiled = engineModule(engineBase, module);
  compiled.then(() => stamp('compiled'), () => {}); // a failure is reported through instantiateWasm below
  let createTfplayEngine;
  try {
    ({ default: createTfplayEngine } = await import(/* @vite-ignore */ engineFileUrl(engineBase, 'tfplay_wasm.js')));
  } catch (err) {
    // A failed download is a TypeError, "Failed to fetch dynamically imported module".
    if (err instanceof TypeError) throw new Error('its script did not download (is the connection down?)');
    throw err;
  }
  stamp('glue');
  engine = await createTfplayEngine({
    locateFile: (path) => engineFileUrl(engineBase, path),
    instantiateWasm(imports, receiveInstance) {
      compiled
        .then((module) =>
          WebAssembly.instantiate(module, imports).then((instance) => {
            stamp('instantiated');
            receiveInstance(instance, module);
          }),
        )
        .catch((err) => self.postMessage({ type: 'failed', id: null, message: `could not load the engine: ${reason(err)}` }));
      return {}; // asynchronous
    },
    print: (text) => console.log('[engine]', text),
    printErr: (text) => console.warn('[engine]', text),
  });
  stamp('started');
  return performance.now() - started;
}

function run(msg) {
  const started = performance.now();
  let json;
  let eventsStreamed = false;
  let runOptions = msg.options ?? {};
  if (snapshotFits(snapshot, msg.source, msg.options)) {
    if (changedSinceSnapshot) restoreSnapshot(engine, snapshot);
    runOptions = { ...runOptions, prepared: true };
  }
  changedSinceSnapshot = true;
  if (typeof engine.runJsonStreaming === 'function') {
    // Events reach the page while the program runs, so that the output so far survives even
    // if the watchdog has to end this worker. The engine batches them (the first ones one by
    // one, later ones every 100 ms), merging consecutive alike prints into one record, and
    // leaves them out of the result: the page puts the result together, so that no event is
    // serialized, decoded or sent twice.
    const options = JSON.stringify({ ...runOptions, omit_streamed_events: true });
    json = engine.runJsonStreaming(msg.source, options, (eventsJson) => {
      self.postMessage({ type: 'events', id: msg.id, events: [eventsJson] });
    });
    eventsStreamed = true;
  } else {
    json = engine.runJson(msg.source, JSON.stringify(runOptions));
  }
  const runMs = performance.now() - started;
  // The JSON text itself: the page parses it once, which is cheaper than cloning the
  // parsed object across threads (a run printing 200 000 lines has 200 000 events).
  self.postMessage({ type: 'result', id: msg.id, result: json, runMs, eventsStreamed, heapBytes: heapBytes() });
}

self.onmessage = async (event) => {
  const msg = event.data;
  if (msg.type === 'init') {
    loading ??= load(msg.engineBase, msg.module);
    try {
      const loadMs = await loading;
      self.postMessage({ type: 'ready', loadMs, timeline, heapBytes: heapBytes() });
    } catch (err) {
      self.postMessage({ type: 'failed', id: null, message: `could not load the engine: ${reason(err)}` });
    }
    return;
  }
  try {
    await loading;
    if (msg.type === 'run') {
      run(msg);
    } else if (msg.type === 'warm') {
      // Nothing of a run outlives it but the engine's compiled code and parsed library
      // modules, which is what warming is for; its result is dropped. The snapshot comes
      // last: it keeps the library bodies the warm-up programs parsed.
      const started = performance.now();
      if (msg.prepare) {
        snapshot = takeSnapshot(engine, msg.prepare);
        changedSinceSnapshot = false;
      } else {
        engine.runJson(msg.source, '{}');
        changedSinceSnapshot = true;
      }
      const snapshotBytes = msg.prepare ? (snapshot?.bytes ?? 0) : undefined;
      self.postMessage({ type: 'warmed', id: msg.id, runMs: performance.now() - started, heapBytes: heapBytes(), snapshotBytes });
    }
  } catch (err) {
    self.postMessage({ type: 'failed', id: msg.id, message: String(err?.message ?? err) });
  }
};
