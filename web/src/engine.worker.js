// The engine worker: loads the wasm engine (built by CMake, served as engine/*) and runs
// programs in it, one at a time, off the page's main thread.
//
// The worker's name, "tfplay-engine?engine=URL&stored=use|drop&module=none|sent", says how to
// start (engine-client.js): with module=none it loads the engine at once, before any message from
// the page reaches it (a message waits for the page's thread, which is busy with its own start);
// with module=sent it waits for the init message carrying the module.
// Page -> worker: {type: 'init', engineBase, module, deferred, stored}
//                                                      where engine/ lives (absolute URL); module,
//                                                      deferred: the engine's wasm modules
//                                                      (engine-deferred.js) a previous worker
//                                                      compiled, if any (a restart skips the
//                                                      download and the compile); stored: 'use'
//                                                      (start from the stored snapshot, if any,
//                                                      snapshot-store.js) or 'drop' (delete it: an
//                                                      engine that started from it broke)
//                 {type: 'stored-snapshot', snapshot}  with stored 'use': the stored snapshot to
//                                                      start from (snapshot-store.js, with its
//                                                      kind, 'keras' or 'base'; null: none). The
//                                                      page reads it: its script runs before this
//                                                      worker has started
//                 {type: 'deferred'}                   the first program is not the default
//                                                      example: download the engine's deferred
//                                                      module (engine-deferred.js) at once
//                 {type: 'keras'}                      fetch Keras's modules (the engine does not
//                                                      carry them: tfplay_keras.bundle, next to
//                                                      it) and hand them to the engine once it
//                                                      is loaded; answered by {type: 'keras'}.
//                                                      Sent before the engine has loaded, the
//                                                      bundle downloads alongside it
//                 {type: 'run', id, source, options}   options: {filename, max_steps}. A program
//                                                      that mentions Keras waits for its modules
//                                                      (they are fetched if need be); one that
//                                                      imports Keras unannounced has the engine
//                                                      fetch them then (wasm/bindings.cpp)
//                 {type: 'warm', id, source}           run a program only to warm the engine up
//                 {type: 'warm', id, prepare: options, store}
//                                                      prepare the Keras run state for runs with
//                                                      these options and snapshot the engine's
//                                                      memory (engine-snapshot.js); store: also
//                                                      store it for the next visit, unless this
//                                                      engine started from a stored one
//                 {type: 'warm', id, source, storeBase} run a program only to warm the engine up;
//                                                      storeBase: then store the engine's memory
//                                                      as the 'base' snapshot, likewise
// Worker -> page: {type: 'module', module}             the wasm module this worker compiled, for
//                                                      the next worker the page starts
//                 {type: 'module', deferred}           likewise its deferred module, later
//                 {type: 'deferred', ok, timeline, message}
//                                                      the engine has its deferred module (ok;
//                                                      timeline: as 'ready''s, now with when),
//                                                      or it could not be had (message: why)
//                 {type: 'ready', loadMs, timeline, heapBytes, resumed, keras}
//                                                      keras: whether the engine has Keras's
//                                                      modules already (from a stored snapshot);
//                                                      timeline: when each step of loading ended;
//                                                      resumed: the stored snapshot the engine
//                                                      started from ('base', 'keras' or false);
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
//                 {type: 'keras', ok}                  the engine has Keras's modules (ok), or
//                                                      they could not be downloaded
//                 {type: 'stored'}                     the Keras snapshot was stored for the next
//                                                      visit (snapshot-store.js)
//                 {type: 'failed', id, message}        the engine itself broke (a wasm trap,
//                                                      an out-of-memory...): restart the worker
import { DEFERRED_FILE, deferredCode } from './engine-deferred.js';
import { compileEngineModule, engineFileUrl, engineVersioned } from './engine-files.js';
import { needsBundle, restoreSnapshot, resumeFromSnapshot, snapshotFits, takeSnapshot } from './engine-snapshot.js';
import { dropStoredSnapshots, storeSnapshot, storedSnapshotUrl } from './snapshot-store.js';

let engine = null;
let loading = null;
// When each step of loading ended (ms since the page's navigation started), for npm run bench.
const timeline = {};
const stamp = (step) => (timeline[step] = performance.timeOrigin + performance.now());
// The engine's memory right after it prepared the Keras run state (engine-snapshot.js), and
// whether a run has changed the memory since.
let snapshot = null;
let changedSinceSnapshot = false;
// engine/'s URL (where this build's snapshots are stored: snapshot-store.js), whether this engine
// started from a stored snapshot (which one: 'base' or 'keras'; false for none) and, until a
// snapshot is stored, the engine's static data as it started (only its changed pages are stored).
let engineAt = null;
let resumed = false;
let initialData = null;
// The stored snapshot the page read (its 'stored-snapshot' message).
let receiveStored;
const received = new Promise((resolve) => (receiveStored = resolve));

// The engine's deferred module (engine-deferred.js): its compile (a promise of the module, from
// the page or downloaded once the engine's first module has), the module once compiled, and
// `deferredLoaded`, which settles once the engine has it or it could not be had.
let deferredCompile = null;
let deferredCompiled = null;
let deferredLoaded = null;
// Resolved when the page says its first program is not the default example: the deferred module
// then downloads alongside the first one.
let deferredWanted;
const deferredNow = new Promise((resolve) => (deferredWanted = resolve));

/**
 * The deferred module for a call that needs it before its download has finished: fetched and
 * compiled synchronously (a worker may), once. Throws when it cannot be had; the run then fails.
 */
function deferredModuleSync() {
  if (deferredCompiled) return deferredCompiled;
  const url = engineFileUrl(engineAt, DEFERRED_FILE);
  const xhr = new XMLHttpRequest();
  xhr.open('GET', url, false);
  xhr.responseType = 'arraybuffer';
  xhr.send(null);
  if (xhr.status !== 200) throw new Error(`the rest of the engine (${DEFERRED_FILE}) did not download: HTTP ${xhr.status}`);
  stamp('deferred-sync');
  return (deferredCompiled = new WebAssembly.Module(xhr.response));
}

// Keras's modules (tfplay_keras.bundle): their download under way or done (a promise of the
// bytes, or of null when it failed), once asked for.
let kerasDownload = null;

/**
 * Whether the engine has Keras's modules (an engine without the entry carries them itself).
 * They live in the engine's memory: a snapshot it resumed from may have brought them.
 */
const hasKeras = () => typeof engine?.kerasModulesLoaded !== 'function' || engine.kerasModulesLoaded();

/** Downloads Keras's modules (once; again after a failure): a promise of their bytes or null. */
function downloadKeras(engineBase) {
  kerasDownload ??= fetch(engineFileUrl(engineBase, 'tfplay_keras.bundle'), { credentials: 'same-origin' })
    .then((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return response.arrayBuffer();
    })
    .then((buffer) => {
      stamp('keras');
      return new Uint8Array(buffer);
    })
    .catch((err) => {
      console.warn('tfplay: could not download Keras\'s modules:', reason(err));
      kerasDownload = null; // the next program that needs them tries again
      return null;
    });
  return kerasDownload;
}

/**
 * Gives the loaded engine Keras's modules, downloading them if need be: whether it has them.
 * (Handed over only once the engine is loaded: resuming from a stored snapshot rewrites its
 * memory.)
 */
async function provideKeras() {
  await loading;
  if (hasKeras()) return true;
  const bytes = await downloadKeras(engineAt);
  // Taking the modules runs deferred code: not before the deferred module is there.
  if (!(await deferredLoaded)) return false;
  if (bytes && !hasKeras()) engine.loadKerasModules(bytes);
  return hasKeras();
}

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

async function load(engineBase, module, stored, deferred) {
  const started = performance.now();
  stamp('worker');
  const compiled = engineModule(engineBase, module);
  compiled.then(() => stamp('compiled'), () => {}); // a failure is reported through instantiateWasm below
  engineAt = engineBase;
  // The default example's first result needs none of the deferred module: its download waits for
  // the first module's, unless the page says the first program is another.
  deferredCompile = deferred
    ? Promise.resolve(deferred)
    : Promise.race([compiled.catch(() => {}), deferredNow]).then(() => compileEngineModule(engineBase, DEFERRED_FILE)).then((m) => {
        self.postMessage({ type: 'module', deferred: m });
        return m;
      });
  const code = deferredCode(deferredModuleSync, (text) => console.warn('[engine]', text));
  if (stored === 'drop') await dropStoredSnapshots();
  const kept = stored === 'use' ? received : Promise.resolve(null);
  kept.then((s) => s && stamp('read'));
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
    ...code.options,
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
  });
  stamp('started');
  const saved = await kept;
  if (saved && resumeFromSnapshot(engine, saved)) {
    // A 'keras' one's state is there, unused; no copy of it is (the warm-up's last step takes one).
    snapshot = saved.key ? { key: saved.key } : null;
    changedSinceSnapshot = false;
    resumed = saved.kind;
    stamp('resumed');
  } else if (engineVersioned() && engine.HEAP8 && typeof engine.memoryLayout === 'function') {
    initialData = new Uint8Array(engine.HEAP8.buffer).slice(0, engine.memoryLayout().stackLow);
  }
  // Between runs (this worker runs one at a time), once the module has arrived.
  deferredLoaded = deferredCompile.then(
    (m) => {
      deferredCompiled = m;
      if (code.preload(engine, m)) stamp('deferred');
      self.postMessage({ type: 'deferred', ok: true, timeline });
      return true;
    },
    (err) => {
      self.postMessage({ type: 'deferred', ok: false, message: `could not load the rest of the engine (${DEFERRED_FILE}): ${reason(err)}` });
      return false;
    },
  );
  return performance.now() - started;
}

function run(msg) {
  const started = performance.now();
  let json;
  let eventsStreamed = false;
  let runOptions = msg.options ?? {};
  // (A snapshot without a copy, the stored one this engine resumed from, serves until a run changes the memory.)
  if (snapshotFits(snapshot, msg.source, msg.options) && (snapshot.data || !changedSinceSnapshot)) {
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

/** Loads the engine (once) and tells the page when it is ready, or why it could not load. */
async function begin(engineBase, module, stored, deferred) {
  if (loading) return;
  loading = load(engineBase, module, stored, deferred);
  try {
    const loadMs = await loading;
    self.postMessage({ type: 'ready', loadMs, timeline, heapBytes: heapBytes(), resumed, keras: hasKeras() });
  } catch (err) {
    self.postMessage({ type: 'failed', id: null, message: `could not load the engine: ${reason(err)}` });
  }
}

const start = new URLSearchParams(self.name.split('?')[1] ?? '');
if (start.get('engine') && start.get('module') === 'none') begin(start.get('engine'), null, start.get('stored'));

self.onmessage = async (event) => {
  const msg = event.data;
  if (msg.type === 'stored-snapshot') {
    receiveStored(msg.snapshot);
    return;
  }
  if (msg.type === 'deferred') {
    deferredWanted();
    return;
  }
  if (msg.type === 'init') {
    begin(msg.engineBase ?? start.get('engine'), msg.module, msg.stored ?? start.get('stored'), msg.deferred);
    return;
  }
  if (msg.type === 'keras') {
    // Downloading at once, alongside the engine if it is still loading.
    if (engineAt) downloadKeras(engineAt);
    try {
      self.postMessage({ type: 'keras', ok: await provideKeras() });
    } catch {
      // The engine did not load: the 'init' answer says so.
    }
    return;
  }
  try {
    await loading;
    if (msg.type === 'run') {
      if (needsBundle(msg.source) && !hasKeras()) await provideKeras();
      run(msg);
    } else if (msg.type === 'warm') {
      // Nothing of a run outlives it but the engine's compiled code and parsed library
      // modules, which is what warming is for; its result is dropped. The snapshot comes
      // last: it keeps the library bodies the warm-up programs parsed.
      const started = performance.now();
      if ((msg.prepare || needsBundle(msg.source)) && !hasKeras()) await provideKeras();
      if (msg.prepare) {
        snapshot = takeSnapshot(engine, msg.prepare);
        changedSinceSnapshot = false;
        if (snapshot && msg.store && initialData) {
          // storeSnapshot copies the memory at once; the cache is written while the engine goes on.
          storeSnapshot(storedSnapshotUrl(engineAt, 'keras'), engine, initialData, snapshot.key).then((stored) => stored && self.postMessage({ type: 'stored' }));
          initialData = null;
        }
      } else {
        engine.runJson(msg.source, '{}');
        changedSinceSnapshot = true;
        if (msg.storeBase && initialData) storeSnapshot(storedSnapshotUrl(engineAt, 'base'), engine, initialData, null);
      }
      const snapshotBytes = msg.prepare ? (snapshot?.bytes ?? 0) : undefined;
      self.postMessage({ type: 'warmed', id: msg.id, runMs: performance.now() - started, heapBytes: heapBytes(), snapshotBytes });
    }
  } catch (err) {
    self.postMessage({ type: 'failed', id: msg.id, message: String(err?.message ?? err) });
  }
};
