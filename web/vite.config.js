// Vite config for the tfplay page (root: web/). The wasm engine is built separately by
// CMake into build/wasm; this config serves it under engine/ in dev mode and copies it
// into the built page, without bundling it.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, posix, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const webDir = dirname(fileURLToPath(import.meta.url));
const repoDir = resolve(webDir, '..');
const engineDir = process.env.TFPLAY_ENGINE_DIR
  ? resolve(process.env.TFPLAY_ENGINE_DIR)
  : join(repoDir, 'build', 'wasm');
// The engine, and Keras's modules, which the engine does not carry: the worker fetches them
// when a program needs Keras (engine.worker.js). The deferred module (engine-deferred.js) too; all four make the engine version.
const ENGINE_FILES = {
  'tfplay_wasm.js': 'text/javascript',
  'tfplay_wasm.wasm': 'application/wasm',
  'tfplay_wasm.deferred.wasm': 'application/wasm',
  'tfplay_keras.bundle': 'application/octet-stream',
};

function readEngineFile(name) {
  const path = join(engineDir, name);
  if (!existsSync(path)) {
    throw new Error(`${path} is missing: build the wasm engine first (scripts/build-wasm.sh)`);
  }
  return readFileSync(path);
}

// The engine version of the build ('dev' for the dev server): a content hash of the engine.
let engineVersion = 'dev';

// Serves build/wasm/tfplay_wasm.{js,wasm} and tfplay_keras.bundle as engine/* (dev server) and emits them into the
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
      engineVersion = version;
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

// The editor's symbol index (completion, hover, signature help, "not supported" markers):
// scripts/editor_symbols.py run by the native CLI (without the page's limits: it walks the whole
// API, and dir() loads every lazy part of it), so that it lists what tfplay's own modules
// hold. The built page gets it as editor-symbols-<hash>.json, fetched once Monaco loads.
function symbolIndex() {
  const bin = resolve(process.env.TFPLAY_BIN ?? join(repoDir, 'build', 'native', 'tfplay'));
  if (!existsSync(bin)) throw new Error(`${bin} is missing: build the native CLI first (bash scripts/build.sh native)`);
  return execFileSync(bin, ['run', '--no-limits', join(repoDir, 'scripts', 'editor_symbols.py')], {
    cwd: repoDir,
    maxBuffer: 64 << 20,
  });
}

function tfplaySymbols() {
  let source = null;
  let fileName = 'editor-symbols.json';
  return {
    name: 'tfplay-symbols',
    config(_config, { command }) {
      if (command === 'build') {
        source = symbolIndex();
        fileName = `editor-symbols-${createHash('sha256').update(source).digest('hex').slice(0, 12)}.json`;
      }
      return { define: { __TFPLAY_SYMBOLS_URL__: JSON.stringify(fileName) } };
    },
    configureServer(server) {
      server.middlewares.use(`/${fileName}`, (_req, res) => {
        source ??= symbolIndex();
        res.setHeader('Content-Type', 'application/json');
        res.end(source);
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source });
    },
  };
}

// The Content-Security-Policy of the built page: no inline script, no eval on the page (the
// engine worker and Monaco's worker are same-origin files). Monaco adds <style> elements, hence
// 'unsafe-inline' for styles only. Not applied to the dev server (Vite injects its client).
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "worker-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

function tfplayCsp() {
  return {
    name: 'tfplay-csp',
    apply: 'build',
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: CSP }, injectTo: 'head-prepend' },
    ],
  };
}

// The engine worker starts from a small script of its own at the top of the page's head
// (engine-boot-template.js): while the page is parsed and its own script loads, rather than once
// that script runs, whose evaluation (and the page's first layout) would then hold up the
// worker's start, which needs this thread too. Not async: an async script waits for the parser's
// tasks and the first layout. A file, not inline script: the CSP allows none.
function tfplayEngineBoot() {
  return {
    name: 'tfplay-engine-boot',
    apply: 'build',
    enforce: 'post', // after Vite has written index.html into the bundle
    generateBundle(_options, bundle) {
      const worker = Object.keys(bundle).find((f) => /(^|\/)engine\.worker-[\w-]+\.js$/.test(f));
      const page = bundle['index.html'];
      if (!worker || !page) throw new Error('tfplay-engine-boot: no engine worker or index.html in the bundle');
      const source = readFileSync(join(webDir, 'engine-boot-template.js'), 'utf8')
        .replace(/^\s*\/\/.*\n/gm, '') // its comments are for readers of the source
        .replace('__TFPLAY_ENGINE_WORKER__', JSON.stringify(`./${posix.basename(worker)}`));
      const hash = createHash('sha256').update(source).digest('hex').slice(0, 8);
      const fileName = posix.join(posix.dirname(worker), `engine-boot-${hash}.js`);
      this.emitFile({ type: 'asset', fileName, source });
      // Right after the CSP (which applies to what follows it), before the styles and the page's script.
      const csp = /<meta http-equiv="Content-Security-Policy"[^>]*>/;
      const html = String(page.source);
      if (!csp.test(html)) throw new Error('tfplay-engine-boot: no Content-Security-Policy in index.html');
      page.source = html.replace(csp, (meta) => `${meta}\n    <script src="./${fileName}"></script>`);
    },
  };
}

/**
 * The URLs the page requests, as the service worker precaches them: `core` (the page, its
 * scripts and styles, the engine worker and the engine with its ?v= version, the drawn graph's
 * code) and `editor`
 * (Monaco: every other file of the build, which only the Monaco editor loads).
 */
function precacheGroups(bundle, publicFiles, version) {
  const core = new Set(publicFiles);
  const visit = (file) => {
    const item = bundle[file];
    if (!item || core.has(file)) return;
    core.add(file);
    if (item.type !== 'chunk') return;
    for (const dep of item.imports) visit(dep);
    for (const dep of [...(item.viteMetadata?.importedCss ?? []), ...(item.viteMetadata?.importedAssets ?? [])]) core.add(dep);
  };
  for (const [file, item] of Object.entries(bundle)) if (item.type === 'chunk' && item.isEntry) visit(file);
  const engineQuery = version === 'dev' ? '' : `?v=${version}`;
  // The engine worker with the script that starts it, and the Ops tab's drawing (loaded when the tab first draws) with its
  // layout worker: small, and needed offline on phones too, which never load Monaco.
  for (const file of Object.keys(bundle)) {
    if (/(^|\/)(engine-boot|engine\.worker|layout\.worker|draw)-[\w-]+\.js$/.test(file)) core.add(file);
  }
  const skip = (f) => f === 'sw.js' || f.endsWith('.map');
  const url = (f) => (f.startsWith('engine/') ? `./${f}${engineQuery}` : `./${f}`);
  const files = [...new Set([...Object.keys(bundle), ...publicFiles])].filter((f) => !skip(f)).sort();
  const isCore = (f) => core.has(f) || f.startsWith('engine/');
  // index.html is requested as the page's address, './'.
  return {
    core: ['./', ...files.filter((f) => f !== 'index.html' && isCore(f)).map(url)],
    editor: files.filter((f) => f !== 'index.html' && !isCore(f)).map(url),
  };
}

// Writes sw.js, the service worker that makes the page work offline after the first visit:
// it precaches the URLs the page loads (precacheGroups).
function tfplayServiceWorker() {
  let outDir = null;
  return {
    name: 'tfplay-service-worker',
    apply: 'build',
    configResolved(config) {
      // build.outDir is as given (`vite build web --outDir ../build/web`): relative to the root.
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      const publicFiles = existsSync(join(webDir, 'public')) ? readdirSync(join(webDir, 'public')) : [];
      const files = [...new Set([...Object.keys(bundle), ...publicFiles])]
        .filter((f) => f !== 'sw.js' && !f.endsWith('.map'))
        .sort();
      const hash = createHash('sha256');
      for (const f of files) hash.update(f).update(existsSync(join(outDir, f)) ? readFileSync(join(outDir, f)) : '');
      const version = hash.digest('hex').slice(0, 12);
      const template = readFileSync(join(webDir, 'sw-template.js'), 'utf8');
      const precache = precacheGroups(bundle, publicFiles, engineVersion);
      const pageHash = createHash('sha256').update(readFileSync(join(outDir, 'index.html'))).digest('hex');
      writeFileSync(
        join(outDir, 'sw.js'),
        template
          .replace('__TFPLAY_SW_VERSION__', JSON.stringify(version))
          .replace('__TFPLAY_PAGE_SHA256__', JSON.stringify(pageHash))
          .replace('__TFPLAY_PRECACHE__', JSON.stringify(precache, null, 2)),
      );
    },
  };
}

export default defineConfig({
  root: webDir,
  base: './',
  plugins: [tfplayEngine(), tfplaySymbols(), tfplayCsp(), tfplayEngineBoot(), tfplayServiceWorker()],
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
