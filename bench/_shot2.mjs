import { chromium } from 'playwright';
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { extname, resolve } from 'node:path';
import LZString from 'lz-string';
const dir = process.env.WEB;
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.wasm': 'application/wasm', '.json': 'application/json', '.svg': 'image/svg+xml', '.ttf': 'font/ttf' };
const server = createServer((req, res) => {
  const url = new URL(req.url, 'http://x');
  const name = url.pathname === '/' ? 'index.html' : decodeURIComponent(url.pathname.slice(1));
  let body; try { body = readFileSync(resolve(dir, name)); } catch { res.writeHead(404); res.end(); return; }
  res.writeHead(200, { 'Content-Type': TYPES[extname(name)] ?? 'application/octet-stream' });
  res.end(body);
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const code = readFileSync(process.env.PROG, 'utf8');
const link = `http://127.0.0.1:${server.address().port}/#v1/${LZString.compressToEncodedURIComponent(JSON.stringify({ code }))}`;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
await page.goto(link);
await page.waitForFunction(() => document.querySelector('[data-testid="status"]')?.dataset.state === 'done', null, { timeout: 60000 });
await page.evaluate(() => window.tfplay.editorReady);
await page.waitForTimeout(500);
if (process.env.PANE) await page.evaluate((p) => window.tfplay.selectPane(p), process.env.PANE);
await page.waitForTimeout(1500);
await page.screenshot({ path: process.env.OUT });
await browser.close(); server.close();
