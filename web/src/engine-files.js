// Where the engine's files are (engine/tfplay_wasm.{js,wasm}, emitted by vite.config.js) and how
// its wasm module is compiled: by the engine worker (engine.worker.js), which hands the module to
// the page so that a restarted worker reuses it.
/* global __TFPLAY_ENGINE_VERSION__ */

const VERSION = __TFPLAY_ENGINE_VERSION__;

/**
 * The URL of engine file `name` under `engineBase` (engine/'s absolute URL), with the engine
 * version appended in a built page, so that a rebuilt engine is never taken from a stale cache.
 */
export function engineFileUrl(engineBase, name) {
  const url = new URL(name, engineBase).href;
  return VERSION === 'dev' ? url : `${url}?v=${VERSION}`;
}

/** Whether the engine's URLs carry its version (a built page; not the development server). */
export function engineVersioned() {
  return VERSION !== 'dev';
}

/**
 * The service worker's copy of `url` (sw.js precaches the engine), or null: offline, once the
 * browser's HTTP cache has lost the engine.
 */
async function offlineCopy(url) {
  try {
    return (await globalThis.caches?.match(url, { ignoreVary: true })) ?? null;
  } catch {
    return null;
  }
}

/**
 * Fetches and compiles the engine's wasm module (`name`: its deferred module, engine-deferred.js,
 * likewise). compileStreaming compiles as the bytes arrive,
 * and the browser caches the compiled code with the response; it needs the application/wasm
 * type, so a server that sends another gets the bytes compiled once they are all there.
 * The service worker leaves this request alone: straight from the browser's HTTP cache, whose
 * copy the compiled code belongs to, a returning visit skips compiling it without the worker's
 * round trip. Only a failed download falls back to the service worker's copy (offline).
 * Rejects with the HTTP status, a failed download or the compile error, each said for a reader
 * ("could not load the engine: " comes before it).
 * @returns {Promise<WebAssembly.Module>}
 */
export async function compileEngineModule(engineBase, name = 'tfplay_wasm.wasm') {
  const url = engineFileUrl(engineBase, name);
  let response;
  try {
    response = await fetch(url, { credentials: 'same-origin' });
  } catch {
    response = await offlineCopy(url);
    // The browser says only "Failed to fetch": the connection dropped, or there is none.
    if (!response) throw new Error('its download failed (is the connection down?)');
  }
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  if (response.headers.get('Content-Type')?.startsWith('application/wasm')) return WebAssembly.compileStreaming(response);
  return WebAssembly.compile(await response.arrayBuffer());
}
