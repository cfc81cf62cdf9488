import assert from 'node:assert/strict';
import { afterEach, test } from 'node:test';

// The engine version vite.config.js defines in a built page.
globalThis.__TFPLAY_ENGINE_VERSION__ = '0123abcd';
const { compileEngineModule, engineFileUrl, ENGINE_CACHE, keepEngineCopy } = await import('../src/engine-files.js');

// The smallest valid module: its magic number and version.
const EMPTY = new Uint8Array([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0]);
const BASE = 'https://example.test/play/engine/';
const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

/** fetch answering every URL with `body`, `status` and `type`, recording the URLs asked for. */
function serve(body, { status = 200, type = 'application/wasm' } = {}) {
  const asked = [];
  globalThis.fetch = async (url, init) => {
    asked.push({ url, init });
    return new Response(body, { status, headers: { 'Content-Type': type } });
  };
  return asked;
}

test('engine URLs carry the engine version, so a rebuilt engine is never taken from a stale cache', () => {
  assert.equal(engineFileUrl(BASE, 'tfplay_wasm.js'), `${BASE}tfplay_wasm.js?v=0123abcd`);
  assert.equal(engineFileUrl(BASE, 'tfplay_wasm.wasm'), `${BASE}tfplay_wasm.wasm?v=0123abcd`);
});

test('the module is fetched from the versioned URL and compiled as it streams in', async () => {
  const asked = serve(EMPTY);
  const module = await compileEngineModule(BASE);
  assert.ok(module instanceof WebAssembly.Module);
  assert.deepEqual(asked.map((a) => a.url), [`${BASE}tfplay_wasm.wasm?v=0123abcd`]);
  assert.equal(asked[0].init.credentials, 'same-origin');
});

test('a server that sends another type still gets the module compiled, from the whole bytes', async () => {
  serve(EMPTY, { type: 'application/octet-stream' });
  assert.ok((await compileEngineModule(BASE)) instanceof WebAssembly.Module);
});

test('an HTTP error and bytes that are no module reject, naming the URL or the compile error', async () => {
  serve('gone', { status: 404, type: 'text/plain' });
  await assert.rejects(compileEngineModule(BASE), { message: `${BASE}tfplay_wasm.wasm?v=0123abcd: HTTP 404` });
  serve(new Uint8Array([1, 2, 3, 4]), { type: 'application/octet-stream' });
  await assert.rejects(compileEngineModule(BASE), WebAssembly.CompileError);
});

/** A Cache Storage in memory: {open(name)} of caches with match and put. */
function memoryStorage() {
  const caches = new Map();
  return {
    caches,
    async open(name) {
      if (!caches.has(name)) caches.set(name, new Map());
      const entries = caches.get(name);
      return {
        match: async (url) => entries.get(url),
        put: async (url, response) => {
          caches.puts = (caches.puts ?? 0) + 1;
          entries.set(url, await response.arrayBuffer());
        },
      };
    },
  };
}

test('the engine download is kept once, in the cache named by the engine version, for the service worker', async () => {
  assert.equal(ENGINE_CACHE, 'tfplay-engine-0123abcd');
  const storage = memoryStorage();
  const url = `${BASE}tfplay_wasm.wasm?v=0123abcd`;
  assert.equal(await keepEngineCopy(url, new Response(EMPTY), storage), true);
  assert.deepEqual(new Uint8Array(storage.caches.get(ENGINE_CACHE).get(url)), EMPTY);
  // Already there (a returning visit): not written again, the copy's body is let go.
  const again = new Response(EMPTY);
  assert.equal(await keepEngineCopy(url, again, storage), false);
  assert.equal(storage.caches.puts, 1);
  assert.equal(again.bodyUsed, true);
});

test('without Cache Storage (a private window that refuses it) the engine loads all the same, with no copy', async () => {
  const refusing = { open: async () => Promise.reject(new DOMException('denied', 'SecurityError')) };
  assert.equal(await keepEngineCopy(`${BASE}tfplay_wasm.wasm`, new Response(EMPTY), refusing), false);
  serve(EMPTY);
  const saved = globalThis.caches;
  globalThis.caches = refusing;
  try {
    assert.ok((await compileEngineModule(BASE, { keep: true })) instanceof WebAssembly.Module);
  } finally {
    globalThis.caches = saved;
  }
});
