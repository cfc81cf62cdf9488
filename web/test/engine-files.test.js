import assert from 'node:assert/strict';
import { afterEach, test } from 'node:test';

// The engine version vite.config.js defines in a built page.
globalThis.__TFPLAY_ENGINE_VERSION__ = '0123abcd';
const { compileEngineModule, engineFileUrl } = await import('../src/engine-files.js');

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

test('a failed download falls back to the service worker\'s copy, else says the connection may be down', async () => {
  globalThis.fetch = async () => {
    throw new TypeError('Failed to fetch');
  };
  const realCaches = globalThis.caches;
  try {
    const asked = [];
    globalThis.caches = {
      async match(url, options) {
        asked.push({ url, options });
        return new Response(EMPTY, { headers: { 'Content-Type': 'application/wasm' } });
      },
    };
    assert.ok((await compileEngineModule(BASE)) instanceof WebAssembly.Module);
    assert.deepEqual(asked, [{ url: `${BASE}tfplay_wasm.wasm?v=0123abcd`, options: { ignoreVary: true } }]);
    globalThis.caches = { match: async () => undefined };
    await assert.rejects(compileEngineModule(BASE), { message: 'its download failed (is the connection down?)' });
    delete globalThis.caches;
    await assert.rejects(compileEngineModule(BASE), { message: 'its download failed (is the connection down?)' });
  } finally {
    globalThis.caches = realCaches;
  }
});
