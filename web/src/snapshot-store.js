// A returning visitor's engine starts from a Keras snapshot (engine-snapshot.js) an earlier visit
// stored in the browser's Cache Storage. A fresh engine's first run otherwise pays for what the
// process does once (registering the ops, parsing the API table and the library modules' source)
// and, for a Keras program, for `import keras`; the stored snapshot holds all of it. The entry is
// keyed by the engine's versioned URL, so a rebuilt engine never meets a snapshot of another
// build, and only the newest build's entries are kept.
//
// Two are stored, each as 4 KiB pages of the engine's memory: only the static data's pages the
// engine changed since it started, and the heap's pages that are not zero. 'base', after the
// first warm-up program (2.4 MB), serves a visit whose first program does not use Keras; 'keras',
// taken once the engine has prepared the Keras state, before the larger warm-up programs grow
// its heap (14 of its 22 MB), serves a Keras program. The page says which its first program is,
// so that the worker reads only that one. Uncompressed: the browser reads the entry on its own
// threads while the engine compiles, where inflating it would hold up the worker's thread.
//
// The page reads (engine-client.js), the engine worker stores (engine.worker.js). Every failure (no
// Cache Storage, a full disk, an opaque origin) only means the engine starts without a stored
// snapshot.
import { engineFileUrl, engineVersioned } from './engine-files.js';

// Not "tfplay-": the service worker deletes its older "tfplay-" caches when it updates.
const CACHE = 'engine-snapshots';
const PAGE = 4096;

const available = () => typeof caches !== 'undefined';

/**
 * The Cache Storage key of a snapshot of the engine under `engineBase` (engine/'s absolute URL):
 * `kind` 'base' (the process's one-time work done) or 'keras' (the Keras state prepared too).
 * Null in a development build, whose engine URL carries no version.
 */
export function storedSnapshotUrl(engineBase, kind) {
  if (!engineVersioned()) return null;
  const url = new URL(engineFileUrl(engineBase, 'tfplay_wasm.wasm'));
  url.searchParams.set('snapshot', kind);
  return url.href;
}

/** Whether `a` and `b` (storedSnapshotUrl's) are snapshots of the same engine build. */
const sameEngine = (a, b) => {
  const [x, y] = [new URL(a), new URL(b)];
  x.searchParams.delete('snapshot');
  y.searchParams.delete('snapshot');
  return x.href === y.href;
};

/** Whether bytes [at, end) of `memory` differ from those of `initial` (or from zeros). */
function pageDiffers(memory, at, end, initial) {
  if (initial) {
    for (let i = at; i < end; i += 1) if (memory[i] !== initial[i]) return true;
  } else {
    for (let i = at; i < end; i += 1) if (memory[i] !== 0) return true;
  }
  return false;
}

/**
 * The pages of `memory` to store: of [0, stackLow) those that differ from `initialData` (the
 * static data as the engine started), of [stackHigh, heapTop) those that are not zero. Returns
 * runs of pages as [firstByte, bytes] pairs.
 */
function changedPages(memory, { stackLow, stackHigh, heapTop }, initialData) {
  const runs = [];
  const add = (at, end) => {
    const last = runs[runs.length - 1];
    if (last && last[0] + last[1] === at) last[1] = end - last[0];
    else runs.push([at, end - at]);
  };
  const scan = (from, to, initial) => {
    for (let at = from; at < to; at += PAGE) {
      const end = Math.min(at + PAGE, to);
      if (pageDiffers(memory, at, end, initial)) add(at, end);
    }
  };
  scan(0, stackLow, initialData);
  scan(stackHigh, heapTop, null);
  return runs;
}

/**
 * The engine's memory as stored: a little-endian 32-bit length, the JSON of {key, stackLow,
 * stackHigh, heapTop, runs} ([firstByte, bytes] runs of pages), then the runs' bytes. A Blob,
 * which copies the pages now, before the engine changes them. `initialData`: the static data as
 * this engine started (before any run); `key`: the options the Keras state was prepared for.
 */
export function encodeSnapshot(engine, initialData, key) {
  const layout = engine.memoryLayout();
  const memory = new Uint8Array(engine.HEAP8.buffer);
  const runs = changedPages(memory, layout, initialData);
  const meta = new TextEncoder().encode(JSON.stringify({ key, ...layout, runs }));
  const size = new DataView(new ArrayBuffer(4));
  size.setUint32(0, meta.length, true);
  return new Blob([size, meta, ...runs.map(([at, bytes]) => memory.subarray(at, at + bytes))]);
}

/** The snapshot encodeSnapshot made, from its bytes: {key, stackLow, stackHigh, heapTop, runs, pages}; null if damaged. */
export function decodeSnapshot(bytes) {
  if (bytes.length < 4) return null;
  const size = new DataView(bytes.buffer, bytes.byteOffset).getUint32(0, true);
  const meta = JSON.parse(new TextDecoder().decode(bytes.subarray(4, 4 + size)));
  const pages = bytes.subarray(4 + size);
  if (meta.runs.reduce((n, [, b]) => n + b, 0) !== pages.length) return null;
  return { ...meta, pages };
}

/**
 * Stores the engine's memory under `url` (encodeSnapshot), replacing the snapshots of other
 * engine builds. For a 'keras' one, call it right after the engine prepared its Keras state
 * (takeSnapshot). Resolves with whether it was stored.
 */
export async function storeSnapshot(url, engine, initialData, key) {
  if (!available()) return false;
  try {
    const body = encodeSnapshot(engine, initialData, key);
    const cache = await caches.open(CACHE);
    for (const old of await cache.keys()) if (!sameEngine(old.url, url)) await cache.delete(old);
    await cache.put(url, new Response(body));
    return true;
  } catch {
    return false; // the next visit takes its own
  }
}

/** The snapshot stored under `url` (decodeSnapshot), or null if there is none. */
export async function readStoredSnapshot(url) {
  if (!available()) return null;
  try {
    // (caches.open would create the cache on a first visit.)
    if (!(await caches.has(CACHE))) return null;
    const response = await (await caches.open(CACHE)).match(url);
    return response ? decodeSnapshot(new Uint8Array(await response.arrayBuffer())) : null;
  } catch {
    return null;
  }
}

/** Deletes every stored snapshot (an engine that started from one broke). */
export async function dropStoredSnapshots() {
  if (!available()) return;
  try {
    await caches.delete(CACHE);
  } catch {
    // Nothing to drop.
  }
}
