// The page's handle on the engine worker: loads it, runs programs, and makes a newer run
// supersede an older one.
//
// Only the latest requested run is ever shown. A request made while another run is under
// way waits; if yet another request comes first, the waiting one is dropped and its caller
// gets the newer run's result. A run that is superseded, or that runs too long, costs a
// worker restart rather than a frozen page. A worker whose wasm memory grew large (a
// MemoryError, a huge tensor) is replaced once its run is shown: wasm memory never shrinks, so
// the tab would otherwise keep it for as long as it stays open.
import EngineWorker from './engine.worker.js?worker';

import { appendStreamedEvents } from './events.js';
import { needsBundle, usesKeras } from './engine-snapshot.js';
import { readStoredSnapshot, storedSnapshotUrl } from './snapshot-store.js';
import { engineFailure } from './run-model.js';
import { WARM_UP_PROGRAMS } from './warm-up.js';
import { DEFAULT_EXAMPLE } from './examples/index.js';

// The last warm-up step: the worker prepares the Keras run state and snapshots the engine's
// memory (engine-snapshot.js), after the programs, so that it keeps what they parsed. An earlier
// one, after the first program, prepares it while the engine's heap is still small and stores
// that memory for the next visit (snapshot-store.js); the last step's snapshot reuses the state.
const PREPARE_KERAS = Symbol('prepare Keras');
const PREPARE_AND_STORE = Symbol('prepare Keras and store the snapshot');
const warmUpSteps = () => [{ source: WARM_UP_PROGRAMS[0], storeBase: true }, PREPARE_AND_STORE, ...WARM_UP_PROGRAMS.slice(1), PREPARE_KERAS];
const isPrepare = (step) => step === PREPARE_KERAS || step === PREPARE_AND_STORE;

const SUPERSEDED_GRACE_MS = 1000; // a superseded run may finish within this, else restart
export const WATCHDOG_MS = 5000; // no run may take longer than this: the worker is replaced
const KERAS_WAIT_MS = 20_000; // a Keras program waits at most this for Keras's modules
/** A worker whose wasm memory is larger than this after a run is replaced by a fresh one. */
export const RENEW_HEAP_BYTES = 256 * 2 ** 20;

/**
 * The engine's wasm module, once a worker has compiled it ({type: 'module'}): a worker started
 * later (a restart after the watchdog, a MemoryError or a large heap) gets it with its init
 * message and neither downloads nor compiles the engine again.
 */
let engineModule = null;
/** The engine's deferred module (engine-deferred.js), likewise once a worker has compiled it. */
let deferredModule = null;

/**
 * A new engine worker, told to load the engine from `engineBase` (engine/'s absolute URL).
 * `stored`: 'use' the snapshot a previous visit stored (snapshot-store.js), or 'drop' it.
 */
function startWorker(engineBase, stored = 'use') {
  performance.mark('tfplay:engine-start');
  // Without a module to hand over, the worker starts loading from its name alone (engine.worker.js).
  const start = new URLSearchParams({ engine: engineBase, stored, module: engineModule ? 'sent' : 'none' });
  const worker = new EngineWorker({ name: `tfplay-engine?${start}` });
  if (engineModule) worker.postMessage({ type: 'init', engineBase, module: engineModule, deferred: deferredModule, stored });
  return worker;
}

/** The stored snapshot read ahead (readStoredSnapshotAhead): {kind, read}, until a worker takes it. */
let readAhead = null;

/** Reads the stored snapshot (snapshot-store.js) of `kind` ('keras' or 'base'); null: none. */
function readStored(engineBase, kind) {
  const url = storedSnapshotUrl(engineBase, kind);
  return url ? readStoredSnapshot(url) : Promise.resolve(null);
}

/**
 * Starts reading the stored snapshot that the page's first program `source` needs, as soon as
 * the page knows that program: the engine worker, started while the page was parsed, may be
 * ready for it before the page has built itself and started the Engine.
 */
export function readStoredSnapshotAhead(source) {
  const kind = usesKeras(source) ? 'keras' : 'base';
  readAhead = { kind, read: readStored(new URL('engine/', document.baseURI).href, kind) };
}

/**
 * Reads the snapshot an earlier visit stored (snapshot-store.js) that a first program `source`
 * needs ('keras' for a Keras program, else 'base') and sends it to `worker` (null: none).
 */
function sendStoredSnapshot(worker, engineBase, source) {
  const kind = usesKeras(source) ? 'keras' : 'base';
  const read = readAhead?.kind === kind ? readAhead.read : readStored(engineBase, kind);
  readAhead = null;
  read.then((snapshot) => {
    if (snapshot) worker.postMessage({ type: 'stored-snapshot', snapshot: { ...snapshot, kind } }, [snapshot.pages.buffer]);
    else worker.postMessage({ type: 'stored-snapshot', snapshot: null });
  });
}

/**
 * The page's first engine worker, {worker, early}: the one the built page's boot script started
 * while the page was parsed (engine-boot-template.js), with the events it sent before now
 * (`early`), else one started as this module is evaluated, before the rest of the page's
 * script runs. The first Engine.start() takes it over, and hears its early events then.
 */
function takeEarlyWorker() {
  const boot = window.tfplayEngineWorker;
  delete window.tfplayEngineWorker;
  if (boot?.worker instanceof Worker && Array.isArray(boot.early)) return boot;
  return { worker: startWorker(new URL('engine/', document.baseURI).href), early: [] };
}
let earlyWorker = takeEarlyWorker();

export class Engine {
  /**
   * @param {object} hooks
   * @param {(state: 'loading'|'ready'|'running'|'done') => void} hooks.onState
   * @param {(result: object, info: {source: string, runMs: number, timeLimitMs?: number}) => void} hooks.onResult
   *        called for every run that is not superseded, in order (timeLimitMs: the run's watchdog time)
   * @param {(events: object[]) => void} [hooks.onEvents] the run under way streamed events: all
   *        of its events so far (one array, appended to as more come; never a stale run's)
   */
  constructor({ onState, onResult, onEvents }) {
    this.onState = onState;
    this.onResult = onResult;
    this.onEvents = onEvents;
    this.engineBase = new URL('engine/', document.baseURI).href;
    this.nextId = 1;
    this.inFlight = null; // {id, source, options, timeLimitMs, waiters, timer}
    this.pending = null; // {source, options, timeLimitMs, waiters}
    this.ready = false;
    this.hasResult = false; // a result has been shown since the page loaded
    this.readyPromise = null;
    this.worker = null;
    this.warmWanted = false; // warm() was called: warm every (re)started engine
    this.warmQueue = []; // warm-up programs this engine has still to run
    this.warming = null; // the warm-up program in the worker: {id}
    this.runOptions = null; // the options of the runs asked for (the Keras snapshot is for them)
    this.heapBytes = 0; // the worker's wasm memory, as it last reported it
    this.starts = 0; // workers started since the page loaded
    this.renewing = false; // a worker grown too large is being replaced, unseen by the reader
    this.orphans = []; // callers of a stale run (edited()) waiting for the run that follows it
    this.orphanSource = ''; // that stale run's program
    this.loadFailed = false; // the engine could not load: the next run tries again
    this.resumed = false; // the worker's engine started from the stored snapshot
    this.storedSnapshot = 'use'; // what the next worker does with the stored snapshot
    // Settles once the first worker's engine has its deferred module (engine-deferred.js) or it
    // could not be downloaded: the service worker caches the engine's files after that, from the
    // browser's HTTP cache.
    this.deferredLoaded = new Promise((resolve) => (this.resolveDeferred = resolve));
    // Keras's modules in this worker's engine: false (not asked for), 'loading' (the worker
    // fetches them), true (the engine has them) or 'failed' (their download failed: a Keras
    // program runs anyway, and the engine tries once more). kerasWanted: a Keras program or the
    // warm-up has needed them, so a restarted worker fetches them as it loads.
    this.keras = false;
    this.kerasWanted = false;
  }

  /**
   * Starts (or restarts) the worker; resolves once the engine is loaded. `quiet`: the page
   * keeps showing its state meanwhile (a renewal between runs). `expect`: the program the page
   * will run first, so that the worker starts from the stored snapshot it needs.
   */
  start({ quiet = false, expect = null } = {}) {
    this.ready = false;
    this.heapBytes = 0;
    this.starts += 1;
    if (!quiet) this.onState('loading');
    const early = earlyWorker;
    earlyWorker = null;
    this.worker = early?.worker ?? startWorker(this.engineBase, this.storedSnapshot);
    // The stored snapshot the first program needs, read here (the page's script runs before the
    // worker has started) and handed over.
    const first = expect ?? this.pending?.source ?? this.inFlight?.source ?? '';
    this.keras = false;
    this.deferred = 'loading';
    // Another first program than the default example most likely calls deferred code.
    if (first !== DEFAULT_EXAMPLE.code) this.worker.postMessage({ type: 'deferred' });
    if (this.storedSnapshot === 'use') sendStoredSnapshot(this.worker, this.engineBase, first);
    // Keras's modules download alongside the engine when the first program needs them (a Keras
    // share link). A stored Keras snapshot holds them already; asked for all the same, they come
    // from the HTTP cache, and waiting to know whether it does would start a cold download late.
    if (this.kerasWanted || needsBundle(first)) this.#fetchKeras();
    this.storedSnapshot = 'use';
    this.resumed = false;
    this.worker.onmessage = (event) => this.#onMessage(event.data);
    this.worker.onerror = (event) => {
      event.preventDefault?.();
      // Before the engine is ready, the worker's script could not load (offline, without the
      // service worker's copy) or failed while starting.
      if (!this.ready) this.#failLoad(`could not load the engine: its worker did not start${event.message ? ` (${event.message})` : ''}`);
      else this.#broke(`the engine worker crashed: ${event.message ?? 'unknown error'}`);
    };
    this.readyPromise = new Promise((resolve, reject) => {
      this.resolveReady = resolve;
      this.rejectReady = reject;
    });
    clearTimeout(this.warming?.timer);
    this.warming = null;
    this.warmQueue = this.warmWanted ? warmUpSteps() : [];
    // The events the worker sent before now, once the page's script has run to its end (the page
    // is not built yet: a failure shown at once would find no editor), and before any later event.
    const worker = this.worker;
    queueMicrotask(() => {
      for (const event of early?.early ?? []) if (this.worker === worker) (event.type === 'error' ? worker.onerror : worker.onmessage)(event);
    });
    return this.readyPromise;
  }

  /**
   * Warms the engine up (WARM_UP_PROGRAMS, warm-up.js) while it has nothing else to do, and again after
   * every restart. A run asked for meanwhile waits for the one warm-up program under way.
   */
  warm() {
    if (this.warmWanted) return;
    this.warmWanted = true;
    // The warm-up imports Keras: its modules download now, while the page is idle.
    this.kerasWanted = true;
    this.#fetchKeras();
    this.warmQueue = warmUpSteps();
    this.#pump();
  }

  /**
   * Runs `source`; resolves with the result of this run or of a newer one superseding it. The
   * program already running, unedited and with the same options and time limit (Run pressed
   * again while it runs), is not run again: its result answers, rather than a restart that
   * would throw it away; so does the program running with a longer time limit than this one
   * asks for (Run pressed during a longer run). `timeLimitMs`: how long this run may take before
   * the watchdog ends it (a run asked for with a longer limit; the runs after it have WATCHDOG_MS
   * again). The Keras snapshot is prepared for the options of the runs with the usual limit.
   */
  run(source, options = {}, { timeLimitMs = WATCHDOG_MS } = {}) {
    if (timeLimitMs === WATCHDOG_MS) this.runOptions = options;
    return new Promise((resolve) => {
      const running = this.inFlight;
      const alike = JSON.stringify(running?.options) === JSON.stringify(options) && running?.timeLimitMs === timeLimitMs;
      const same = running && !running.stale && running.source === source && (alike || running.timeLimitMs > timeLimitMs);
      if (same && !this.pending) {
        running.waiters.push(resolve);
        return;
      }
      if (this.pending) {
        this.pending.waiters.push(resolve);
        Object.assign(this.pending, { source, options, timeLimitMs });
      } else {
        this.pending = { source, options, timeLimitMs, waiters: [...this.orphans, resolve] };
        this.orphans = [];
      }
      if (this.inFlight) this.#armSupersede();
      // It runs once the fresh engine is loaded or the warm-up program under way is done:
      // running meanwhile, so that Stop is there to cancel it.
      else if (this.renewing || (this.ready && this.warming)) this.onState('running');
      if (this.loadFailed) {
        // A network that failed once (offline, a flaky connection) may work now.
        this.loadFailed = false;
        this.start().catch(() => {});
      }
      this.#pump();
    });
  }

  /**
   * The program was edited: the run under way is for code the reader no longer has, and a newer
   * run follows (after the page's short pause). Its result and the rest of its output are not
   * shown, and it is stopped (the worker replaced) if it goes on longer than
   * SUPERSEDED_GRACE_MS from now; its callers get the newer run's result.
   */
  edited() {
    const request = this.inFlight;
    if (!request || request.stale) return;
    request.stale = true;
    request.events = []; // its output so far is never shown
    this.#armSupersede();
  }

  /**
   * Stops the run under way (the reader pressed Stop): the worker is replaced at once, the run's
   * callers get its events so far and a Stopped error, and the runs waiting after it are
   * dropped (their callers get that result too). A run still waiting (for a warm-up program, a
   * fresh engine, or the run that follows an edit) is dropped the same way, and never starts.
   * Returns false when nothing runs or waits.
   */
  stop() {
    const request = this.inFlight;
    if (!request) return this.#dropWaiting();
    request.waiters.push(...this.orphans, ...(this.pending?.waiters ?? []));
    this.orphans = [];
    this.pending = null;
    request.stale = false;
    this.#restart('you pressed Stop, so tfplay stopped the program and restarted the engine', 'Stopped');
    return true;
  }

  /**
   * Stop with no run under way: the run waiting to start, and the callers of a stale run waiting
   * for the one after it, get a Stopped result (shown as a stopped run's is); the engine, warming
   * up or loading, is left to go on.
   */
  #dropWaiting() {
    const waiters = [...this.orphans, ...(this.pending?.waiters ?? [])];
    if (!waiters.length) return false;
    const source = this.pending?.source ?? this.orphanSource;
    this.pending = null;
    this.orphans = [];
    const result = engineFailure('you pressed Stop before the program started, so tfplay did not run it', { type: 'Stopped' });
    this.hasResult = true;
    this.onResult(result, { source, runMs: 0 });
    this.onState(this.ready || this.renewing ? 'done' : 'loading');
    for (const resolve of waiters) resolve(result);
    return true;
  }

  get busy() {
    return Boolean(this.inFlight || this.pending || this.orphans.length);
  }

  /**
   * Has the worker fetch Keras's modules for its engine, unless it has them or fetches them. A
   * download that has not ended after KERAS_WAIT_MS counts as failed: the runs waiting for it go
   * ahead (the engine then fetches the modules itself, within the watchdog's time).
   */
  #fetchKeras() {
    if (this.keras === true || this.keras === 'loading') return;
    this.kerasWanted = true;
    this.keras = 'loading';
    this.worker.postMessage({ type: 'keras' });
    const worker = this.worker;
    setTimeout(() => {
      if (this.worker !== worker || this.keras !== 'loading') return;
      this.keras = 'failed';
      this.#pump();
    }, KERAS_WAIT_MS);
  }

  /**
   * Whether a run of `source` (a warm-up step: null) needs the engine's deferred module
   * (engine-deferred.js), which the worker's engine gets once its first module runs:
   * `this.deferred` is 'loading' until the worker says it has it (true) or could not have it
   * (`{failed: message}`). The primary module runs the default example
   * (scripts/split-engine.mjs); every other run, and the warm-up, waits for the deferred module
   * (the page shows the engine as loading), outside the watchdog's time, however slow the
   * download: the engine would otherwise fetch it a second time, synchronously, on its first
   * call of deferred code.
   */
  #needsDeferred(source) {
    return this.deferred !== true && source !== DEFAULT_EXAMPLE.code;
  }

  /**
   * Whether a run or warm-up step of `source` (or a prepare step) must wait for Keras's modules:
   * they are on their way (asked for here if they were not). A failed download does not hold
   * a program up (it runs, and the engine tries once more).
   */
  #waitsForKeras(source, prepare = false) {
    if (!prepare && !needsBundle(source)) return false;
    if (this.keras === false) this.#fetchKeras();
    return this.keras === 'loading';
  }

  #pump() {
    if (!this.ready || this.inFlight || this.warming) return;
    if (this.heapBytes > RENEW_HEAP_BYTES) {
      this.#renew();
      return;
    }
    if (!this.pending) {
      // The snapshot is for the runs' options: with none asked for yet, there is nothing to prepare.
      while (isPrepare(this.warmQueue[0]) && !this.runOptions) this.warmQueue.shift();
      // Steps that need Keras wait for its modules; without them (a failed download) they are skipped.
      const step = this.warmQueue[0];
      const stepSource = typeof step === 'string' ? step : step?.source;
      if (step && this.keras === 'failed' && (isPrepare(step) || needsBundle(stepSource))) {
        this.warmQueue.shift();
        this.#pump();
        return;
      }
      // Without the deferred module (its download failed) there is no warming up.
      if (step && this.deferred !== true && this.deferred !== 'loading') this.warmQueue = [];
      if (step && (this.#needsDeferred(null) || this.#waitsForKeras(stepSource, isPrepare(step)))) return;
      if (this.warmQueue.length) {
        const warming = { id: this.nextId++ };
        // Warm-up programs are short; one that is not (a slow machine) gives up warming.
        warming.timer = setTimeout(() => {
          if (this.warming !== warming) return;
          this.warmWanted = false;
          this.#restart(null);
        }, WATCHDOG_MS);
        this.warming = warming;
        const step = this.warmQueue.shift();
        const what = isPrepare(step) ? { prepare: this.runOptions, store: step === PREPARE_AND_STORE } : typeof step === 'string' ? { source: step } : step;
        this.worker.postMessage({ type: 'warm', id: warming.id, ...what });
      }
      return;
    }
    // A program other than the default example waits (the engine shown as loading) for the
    // engine's deferred module; the next run after a failed download loads the engine again.
    if (this.#needsDeferred(this.pending.source)) {
      if (this.deferred === 'loading') this.onState('loading');
      else this.#failLoad(this.deferred.failed);
      return;
    }
    // A Keras program waits (shown as running) for Keras's modules, outside the watchdog's time.
    if (this.#waitsForKeras(this.pending.source)) {
      this.onState('running');
      return;
    }
    const request = { ...this.pending, id: this.nextId++ };
    this.pending = null;
    this.inFlight = request;
    this.onState('running');
    request.events = [];
    request.timer = setTimeout(
      () =>
        this.#restart(
          `the program ran longer than ${request.timeLimitMs / 1000} s, so the watchdog stopped it and restarted the engine`,
          'WatchdogTimeout',
        ),
      request.timeLimitMs,
    );
    this.worker.postMessage({ type: 'run', id: request.id, source: request.source, options: request.options });
  }

  #armSupersede() {
    const request = this.inFlight;
    if (request.supersedeTimer) return;
    request.supersedeTimer = setTimeout(() => {
      if (this.inFlight === request) this.#restart(null);
    }, SUPERSEDED_GRACE_MS);
  }

  #finish(request) {
    clearTimeout(request.timer);
    clearTimeout(request.supersedeTimer);
    if (this.inFlight === request) this.inFlight = null;
  }

  #deliver(request, result, runMs) {
    this.#finish(request);
    if (this.pending) {
      // Superseded: the callers get the newer run's result instead.
      this.pending.waiters.unshift(...request.waiters);
    } else if (request.stale) {
      // For code edited since: the run that follows the edit answers its callers.
      this.orphans.push(...request.waiters);
      this.orphanSource = request.source;
    } else {
      this.hasResult = true;
      this.onResult(result, { source: request.source, runMs, timeLimitMs: request.timeLimitMs });
      this.onState('done');
      for (const resolve of request.waiters) resolve(result);
    }
    this.#pump();
  }

  /** The worker's timeline of loading steps (engine.worker.js), in ms since the page's navigation. */
  #sincePageStart(timeline) {
    return Object.fromEntries(Object.entries(timeline ?? {}).map(([step, t]) => [step, t - performance.timeOrigin]));
  }

  #onMessage(msg) {
    if (msg.type === 'module') {
      engineModule = msg.module ?? engineModule;
      deferredModule = msg.deferred ?? deferredModule;
    } else if (msg.type === 'deferred') {
      this.deferred = msg.ok ? true : { failed: msg.message };
      if (msg.timeline) performance.mark('tfplay:engine-deferred', { detail: { steps: this.#sincePageStart(msg.timeline) } });
      this.resolveDeferred(msg.ok);
      this.#pump();
    } else if (msg.type === 'ready') {
      // Marks for npm run bench (bench/page_bench.mjs), as the ones below.
      const steps = this.#sincePageStart(msg.timeline);
      performance.mark('tfplay:engine-ready', { detail: { loadMs: msg.loadMs, steps, resumed: msg.resumed ?? false } });
      this.ready = true;
      this.renewing = false;
      this.resumed = Boolean(msg.resumed);
      this.heapBytes = msg.heapBytes ?? 0;
      if (msg.keras !== false) this.keras = true; // (an engine that does not say carries Keras)
      this.resolveReady(msg);
      if (!this.busy) this.onState(this.hasResult ? 'done' : 'ready');
      this.#pump();
    } else if (msg.type === 'events') {
      // Parsed as they come: the page is idle while the engine runs, so a run printing
      // 200 000 lines has its events decoded by the time its result arrives.
      // A stale run's output (edited()) is never shown: it is not even decoded.
      if (this.inFlight?.id === msg.id && !this.inFlight.stale) {
        for (const text of msg.events) appendStreamedEvents(this.inFlight.events, text);
        this.onEvents?.(this.inFlight.events);
      }
    } else if (msg.type === 'result') {
      if (this.inFlight?.id === msg.id && this.inFlight.stale) {
        this.heapBytes = msg.heapBytes ?? 0;
        this.#deliver(this.inFlight, null, msg.runMs);
      } else if (this.inFlight?.id === msg.id) {
        const result = typeof msg.result === 'string' ? JSON.parse(msg.result) : msg.result;
        // The events came as they happened; the result leaves them out.
        if (msg.eventsStreamed) result.events = this.inFlight.events;
        this.heapBytes = msg.heapBytes ?? 0;
        this.#deliver(this.inFlight, result, msg.runMs);
      }
    } else if (msg.type === 'warmed') {
      if (this.warming?.id === msg.id) {
        clearTimeout(this.warming.timer);
        this.warming = null;
        this.heapBytes = msg.heapBytes ?? 0;
        performance.mark('tfplay:warmed', { detail: { runMs: msg.runMs, left: this.warmQueue.length } });
        if (msg.snapshotBytes !== undefined) performance.mark('tfplay:keras-snapshot', { detail: { bytes: msg.snapshotBytes, ms: msg.runMs } });
        this.#pump();
      }
    } else if (msg.type === 'keras') {
      this.keras = msg.ok ? true : 'failed';
      this.#pump();
    } else if (msg.type === 'stored') {
      performance.mark('tfplay:snapshot-stored');
    } else if (msg.type === 'failed') {
      if (msg.id === null && !this.ready) {
        this.#failLoad(msg.message);
      } else {
        // A warm-up program that breaks the engine is not tried again.
        if (this.warming?.id === msg.id) this.warmWanted = false;
        this.#broke(`the engine failed: ${msg.message}`);
      }
    }
  }

  /**
   * The engine could not load: shows why as the result of the runs waiting for it (and as the
   * page's result when none was asked for yet), ends the loading state, and lets the next run
   * (Run, Ctrl+Enter, an edit) load it again. A restart that no run waits for (after the
   * watchdog, a superseded run, a renewal) leaves the result on screen as it is, the watchdog's
   * notice included: the next run tries again, and says why if it fails.
   */
  #failLoad(message) {
    this.worker.terminate();
    this.loadFailed = true;
    this.renewing = false;
    this.rejectReady?.(new Error(message));
    const result = engineFailure(`${message} (press Run to try again)`);
    const waiters = [...this.orphans, ...(this.pending?.waiters ?? [])];
    if (!waiters.length && this.hasResult) {
      this.onState('done');
      return;
    }
    this.pending = null;
    this.orphans = [];
    this.hasResult = true;
    this.onResult(result, { source: '', runMs: 0 });
    this.onState('done');
    for (const resolve of waiters) resolve(result);
  }

  /**
   * Replaces an idle worker whose memory grew past RENEW_HEAP_BYTES by a fresh one (warmed up
   * again, as after any restart). The last result stays on screen; a run asked for meanwhile
   * shows as running and starts once the fresh engine is loaded.
   */
  #renew() {
    performance.mark('tfplay:engine-renew', { detail: { heapBytes: this.heapBytes } });
    this.renewing = true;
    this.worker.terminate();
    if (this.pending) this.onState('running');
    this.start({ quiet: true }).catch(() => {});
  }

  /**
   * The engine broke (a wasm trap, a crashed worker): replaces the worker. If the engine had
   * started from the stored snapshot, the next one deletes it (and stores its own later), so that
   * a bad snapshot costs one restart rather than one per visit.
   */
  #broke(message) {
    if (this.resumed) this.storedSnapshot = 'drop';
    this.#restart(message);
  }

  /**
   * Replaces the worker. `message` set: the in-flight run failed with it (reported as its
   * result). `message` null: the in-flight run was superseded and is dropped silently.
   */
  #restart(message, type = 'InternalError') {
    const request = this.inFlight;
    this.worker.terminate();
    this.ready = false;
    if (request) {
      if (message !== null && !this.pending && !request.stale) {
        this.#deliver(request, engineFailure(message, { type, events: request.events }), 0);
      } else {
        this.#finish(request);
        if (this.pending) this.pending.waiters.unshift(...request.waiters);
        else if (request.stale) {
          this.orphans.push(...request.waiters);
          this.orphanSource = request.source;
        } else this.pending = { source: request.source, options: request.options, timeLimitMs: request.timeLimitMs, waiters: request.waiters };
      }
    }
    this.start().catch(() => {});
  }
}
