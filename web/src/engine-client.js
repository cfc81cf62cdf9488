// The page's handle on the engine worker: loads it, runs programs, and makes a newer run
// supersede an older one.
//
// Only the latest requested run is ever shown. A request made while another run is under
// way waits; if yet another request comes first, the waiting one is dropped and its caller
// gets the newer run's result. A run that is superseded, or that runs too long, costs a
// worker restart rather than a frozen page.
import EngineWorker from './engine.worker.js?worker';

const SUPERSEDED_GRACE_MS = 1000; // a superseded run may finish within this, else restart
const RUN_TIMEOUT_MS = 20000; // no run may take longer than this

/** A run result for failures of the engine itself (design.md's shape, error filled in). */
export function engineFailure(message) {
  const traceback = `InternalError: ${message}\n`;
  return {
    ok: false,
    events: [
      { seq: 0, kind: 'error', clock: 'python', text: traceback, stream: 'stderr', line: 0, function: null, concrete: null },
    ],
    functions: [],
    error: { type: 'InternalError', message, line: 0, column: 0, traceback },
  };
}

export class Engine {
  /**
   * @param {object} hooks
   * @param {(state: 'loading'|'ready'|'running'|'done') => void} hooks.onState
   * @param {(result: object, info: {source: string, runMs: number}) => void} hooks.onResult
   *        called for every run that is not superseded, in order
   */
  constructor({ onState, onResult }) {
    this.onState = onState;
    this.onResult = onResult;
    this.engineBase = new URL('engine/', document.baseURI).href;
    this.nextId = 1;
    this.inFlight = null; // {id, source, options, waiters, timer}
    this.pending = null; // {source, options, waiters}
    this.ready = false;
    this.hasResult = false; // a result has been shown since the page loaded
    this.readyPromise = null;
    this.worker = null;
  }

  /** Starts (or restarts) the worker; resolves once the engine is loaded. */
  start() {
    this.ready = false;
    this.onState('loading');
    this.worker = new EngineWorker({ name: 'tfplay-engine' });
    this.worker.onmessage = (event) => this.#onMessage(event.data);
    this.worker.onerror = (event) => {
      event.preventDefault?.();
      this.#failInFlight(`the engine worker crashed: ${event.message ?? 'unknown error'}`);
    };
    this.readyPromise = new Promise((resolve, reject) => {
      this.resolveReady = resolve;
      this.rejectReady = reject;
    });
    this.worker.postMessage({ type: 'init', engineBase: this.engineBase });
    return this.readyPromise;
  }

  /** Runs `source`; resolves with the result of this run or of a newer one superseding it. */
  run(source, options = {}) {
    return new Promise((resolve) => {
      if (this.pending) {
        this.pending.waiters.push(resolve);
        this.pending.source = source;
        this.pending.options = options;
      } else {
        this.pending = { source, options, waiters: [resolve] };
      }
      if (this.inFlight) this.#armSupersede();
      this.#pump();
    });
  }

  get busy() {
    return Boolean(this.inFlight || this.pending);
  }

  #pump() {
    if (!this.ready || this.inFlight || !this.pending) return;
    const request = { ...this.pending, id: this.nextId++ };
    this.pending = null;
    this.inFlight = request;
    this.onState('running');
    request.timer = setTimeout(
      () => this.#restart(`the program ran longer than ${RUN_TIMEOUT_MS / 1000} s and was stopped`),
      RUN_TIMEOUT_MS,
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
    } else {
      this.hasResult = true;
      this.onResult(result, { source: request.source, runMs });
      this.onState('done');
      for (const resolve of request.waiters) resolve(result);
    }
    this.#pump();
  }

  #onMessage(msg) {
    if (msg.type === 'ready') {
      this.ready = true;
      this.resolveReady(msg);
      if (!this.busy) this.onState(this.hasResult ? 'done' : 'ready');
      this.#pump();
    } else if (msg.type === 'result') {
      if (this.inFlight?.id === msg.id) this.#deliver(this.inFlight, msg.result, msg.runMs);
    } else if (msg.type === 'failed') {
      if (msg.id === null && !this.ready) {
        this.rejectReady(new Error(msg.message));
        this.onResult(engineFailure(msg.message), { source: '', runMs: 0 });
      } else {
        this.#restart(`the engine failed: ${msg.message}`);
      }
    }
  }

  #failInFlight(message) {
    if (!this.ready) {
      this.rejectReady?.(new Error(message));
      this.onResult(engineFailure(message), { source: '', runMs: 0 });
      return;
    }
    this.#restart(message);
  }

  /**
   * Replaces the worker. `message` set: the in-flight run failed with it (reported as its
   * result). `message` null: the in-flight run was superseded and is dropped silently.
   */
  #restart(message) {
    const request = this.inFlight;
    this.worker.terminate();
    if (request) {
      if (message !== null && !this.pending) {
        this.#deliver(request, engineFailure(message), 0);
      } else {
        this.#finish(request);
        if (this.pending) this.pending.waiters.unshift(...request.waiters);
        else this.pending = { source: request.source, options: request.options, waiters: request.waiters };
      }
    }
    this.start().catch(() => {});
  }
}
