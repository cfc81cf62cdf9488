// Loads the wasm engine in node as the page's worker does (shared by the wasm test suites):
// the web build needs `require`, `__dirname` and its binary. TFPLAY_ENGINE_DIR overrides the
// build folder (default build/wasm).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
export const wasmDir = resolve(process.env.TFPLAY_ENGINE_DIR ?? join(here, '..', 'build', 'wasm'));

/** A new instance of the engine module (its `runJson`, `runJsonStreaming`, `HEAP8`, ...). */
export async function loadEngine() {
  globalThis.require ??= createRequire(import.meta.url);
  globalThis.__dirname ??= wasmDir;
  const { default: createTfplayEngine } = await import(pathToFileURL(join(wasmDir, 'tfplay_wasm.js')).href);
  return createTfplayEngine({ wasmBinary: readFileSync(join(wasmDir, 'tfplay_wasm.wasm')) });
}
