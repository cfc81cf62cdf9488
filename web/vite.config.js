// Vite config for the tfplay page (root: web/). The wasm engine is built separately by
// CMake into build/wasm; this config serves it under engine/ in dev mode and copies it
// into the built page, without bundling it.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const webDir = dirname(fileURLToPath(import.meta.url));
const repoDir = resolve(webDir, '..');
const engineDir = process.env.TFPLAY_ENGINE_DIR
  ? resolve(process.env.TFPLAY_ENGINE_DIR)
  : join(repoDir, 'build', 'wasm');
const ENGINE_FILES = {
  'tfplay_wasm.js': 'text/javascript',
  'tfplay_wasm.wasm': 'application/wasm',
};

function readEngineFile(name) {
  const path = join(engineDir, name);
  if (!existsSync(path)) {
    throw new Error(`${path} is missing: build the wasm engine first (scripts/build-wasm.sh)`);
  }
  return readFileSync(path);
}

// Serves build/wasm/tfplay_wasm.{js,wasm} as engine/* (dev server) and emits them into the
// built page. A content hash becomes the engine version, which the worker appends to the
// engine URLs so that a rebuilt engine is never served from a stale browser cache.
function tfplayEngine() {
  return {
    name: 'tfplay-engine',
    config(_config, { command }) {
      let version = 'dev';
      if (command === 'build') {
        const hash = createHash('sha256');
        for (const name of Object.keys(ENGINE_FILES)) hash.update(readEngineFile(name));
        version = hash.digest('hex').slice(0, 12);
      }
      return { define: { __TFPLAY_ENGINE_VERSION__: JSON.stringify(version) } };
    },
    configureServer(server) {
      server.middlewares.use('/engine', (req, res, next) => {
        const name = decodeURIComponent(req.url.split('?')[0].replace(/^\//, ''));
        if (!Object.hasOwn(ENGINE_FILES, name)) return next();
        try {
          const body = readEngineFile(name);
          res.setHeader('Content-Type', ENGINE_FILES[name]);
          res.setHeader('Cache-Control', 'no-store');
          res.end(body);
        } catch (err) {
          res.statusCode = 404;
          res.end(String(err.message));
        }
      });
    },
    generateBundle() {
      for (const name of Object.keys(ENGINE_FILES)) {
        this.emitFile({ type: 'asset', fileName: `engine/${name}`, source: readEngineFile(name) });
      }
    },
  };
}

export default defineConfig({
  root: webDir,
  base: './',
  plugins: [tfplayEngine()],
  worker: { format: 'es' },
  build: {
    outDir: join(repoDir, 'build', 'web'),
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 4096,
  },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 8080, strictPort: true },
});
