// Embedding: a host page on another origin (a second local server) embeds the playground in
// an iframe, sizes it from the playground's height messages and drives it with setCode/run
// messages; invalid messages are rejected; the Embed dialog's snippet works pasted alone into
// such a page, and its options change its live preview (stubbed engine).
import { createServer } from 'node:http';
import { DOUBLE } from './support/results.js';
import { expect, openPage, stubEngine, test } from './support/fixtures.js';

const PAGE_PORT = Number(process.env.TFPLAY_E2E_PORT ?? 4180);
const HOST_PORT = PAGE_PORT + 1;
const HOST = `http://localhost:${HOST_PORT}`; // another origin than http://127.0.0.1:PAGE_PORT

function hostPage(query) {
  return `<!doctype html><html><head><meta charset="utf-8"><title>host</title></head><body>
<h1>A tutorial page</h1>
<iframe id="play" src="http://127.0.0.1:${PAGE_PORT}/?${query}" style="width: 760px; height: 200px; border: 1px solid #999"></iframe>
<script>
  window.messages = [];
  window.addEventListener('message', (event) => {
    if (event.origin !== 'http://127.0.0.1:${PAGE_PORT}') return;
    window.messages.push(event.data);
    if (event.data && event.data.type === 'tfplay:height') {
      document.getElementById('play').style.height = event.data.height + 'px';
    }
  });
  window.send = (message) => document.getElementById('play').contentWindow.postMessage(message, '*');
</script></body></html>`;
}

// /snippet serves a page made of the Embed dialog's snippet alone, as an author pastes it.
let snippetHtml = '';
const snippetPage = () => `<!doctype html><html><head><meta charset="utf-8"><title>host</title></head><body>
<h1>A tutorial page</h1>
${snippetHtml}
<p>The end.</p></body></html>`;

let server;
test.beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url, HOST);
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(url.pathname === '/snippet' ? snippetPage() : hostPage(url.searchParams.get('q') ?? 'embed=1&autorun=1'));
  });
  await new Promise((resolve) => server.listen(HOST_PORT, '127.0.0.1', resolve));
});
test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

test.beforeEach(async ({ context }) => {
  await stubEngine(context, { default: DOUBLE });
});

const messages = (page, type) => page.evaluate((t) => window.messages.filter((m) => m.type === t), type);

test('a host page on another origin sizes and drives the embed', async ({ page, problems }) => {
  await page.goto(`${HOST}/?q=${encodeURIComponent('embed=1&autorun=1&panes=graph,cache')}`);
  const frame = page.frameLocator('#play');
  await expect(frame.getByTestId('status')).toHaveText('done');
  // Only the chosen panes, and the compact chrome.
  await expect(frame.getByRole('tab')).toHaveText([/^Graph-time/, /^Cache/]);
  await expect(frame.getByRole('tab', { selected: true })).toHaveText(/^Graph-time/); // the first listed
  await expect(frame.getByTestId('share')).toBeHidden();
  await expect(frame.getByTestId('open-in-tfplay')).toBeVisible();

  // The embed reports its height; the host resizes the iframe to it.
  await expect.poll(async () => (await messages(page, 'tfplay:height')).length).toBeGreaterThan(0);
  const [height] = (await messages(page, 'tfplay:height')).slice(-1).map((m) => m.height);
  expect(height).toBeGreaterThan(300);
  expect((await messages(page, 'tfplay:height')).every((m) => m.version === 1 && Number.isInteger(m.height))).toBe(true);
  await expect.poll(async () => (await page.locator('#play').boundingBox()).height).toBeCloseTo(height + 2, 0);
  expect(await messages(page, 'tfplay:ready')).toEqual([{ type: 'tfplay:ready', version: 1 }]);
  // The first (autorun) result was posted.
  await expect.poll(async () => (await messages(page, 'tfplay:result')).length).toBe(1);
  expect((await messages(page, 'tfplay:result'))[0]).toEqual({
    type: 'tfplay:result', version: 1, ok: true, error: null,
    functions: [{ name: 'double', tracing_count: 2, concretes: 2 }],
  });

  // setCode (with run) and run messages.
  const code = 'import tensorflow as tf\nprint("from the host")\n';
  await page.evaluate((c) => window.send({ type: 'tfplay:setCode', code: c, run: true }), code);
  await expect.poll(async () => (await messages(page, 'tfplay:result')).length).toBe(2);
  expect(await frame.locator('body').evaluate(() => window.tfplay.getCode())).toBe(code);
  await page.evaluate(() => window.send({ type: 'tfplay:run' }));
  await expect.poll(async () => (await messages(page, 'tfplay:result')).length).toBe(3);

  // Invalid messages are rejected with a reason; other traffic is ignored.
  await page.evaluate(() => {
    window.send({ type: 'tfplay:setCode', code: 42 });
    window.send({ type: 'tfplay:eval', code: 'alert(1)' });
    window.send({ type: 'tfplay:setCode', code: 'x', run: 'yes' });
    window.send('tfplay:run');
    window.send({ type: 'someone-else', code: 'x' });
  });
  await expect.poll(async () => (await messages(page, 'tfplay:rejected')).map((m) => m.reason)).toEqual([
    'setCode needs a string "code"',
    'unknown message type "tfplay:eval"',
    '"run" must be a boolean',
  ]);
  expect(await frame.locator('body').evaluate(() => window.tfplay.getCode())).toBe(code);
  expect((await messages(page, 'tfplay:result')).length).toBe(3);

  // "Open in tfplay" opens the full page with this program.
  const href = await frame.getByTestId('open-in-tfplay').getAttribute('href');
  expect(href).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${PAGE_PORT}/#v1/`));
});

test('setCode from the host leaves the focus in the host page (the plain editor of a narrow embed)', async ({ page, problems }) => {
  await page.goto(`${HOST}/?q=${encodeURIComponent('embed=1&autorun=1&editor=plain')}`);
  const frame = page.frameLocator('#play');
  await expect(frame.getByTestId('status')).toHaveText('done');
  await page.evaluate(() => document.body.prepend(Object.assign(document.createElement('input'), { id: 'notes' })));
  await page.locator('#notes').click();
  await page.keyboard.type('my notes');
  const code = 'import tensorflow as tf\nprint("from the host")\n';
  await page.evaluate((c) => window.send({ type: 'tfplay:setCode', code: c }), code);
  await expect.poll(() => frame.locator('body').evaluate(() => window.tfplay.getCode())).toBe(code);
  await page.keyboard.type(', more');
  await expect(page.locator('#notes')).toHaveValue('my notes, more');
  await expect(page.locator('#notes')).toBeFocused();
});

test('a pane listed twice in panes= is one tab', async ({ page, problems }) => {
  await page.goto('./?embed=1&autorun=1&panes=cache,cache,ops,cache');
  await expect(page.getByTestId('status')).toHaveText('done');
  await expect(page.getByRole('tab')).toHaveText([/^Cache/, /^Ops/]);
  await expect(page.getByRole('tab', { selected: true })).toHaveText(/^Cache/);
  // One cache table, with the run's rows (a second mounted Cache pane stayed empty).
  await expect(page.getByTestId('cache-table')).toHaveCount(1);
  await expect(page.getByTestId('cache-table').locator('tbody tr[data-function="double"]')).toHaveCount(2);
});

test('with host=, messages from any other origin are ignored', async ({ page, problems }) => {
  await page.goto(`${HOST}/?q=${encodeURIComponent('embed=1&autorun=1&host=http://elsewhere.example')}`);
  const frame = page.frameLocator('#play');
  await expect(frame.getByTestId('status')).toHaveText('done');
  await page.evaluate(() => window.send({ type: 'tfplay:setCode', code: 'print(1)\n', run: true }));
  await page.waitForTimeout(500);
  expect(await frame.locator('body').evaluate(() => window.tfplay.getCode())).toContain('def double');
  // It posts only to that origin, so this host hears nothing.
  expect(await page.evaluate(() => window.messages.length)).toBe(0);
});

test('readonly, theme and no autorun', async ({ page, problems }) => {
  await page.goto(`${HOST}/?q=${encodeURIComponent('embed=1&readonly=1&theme=dark')}`);
  const frame = page.frameLocator('#play');
  await expect(frame.getByTestId('status')).toHaveText('ready');
  await expect(frame.locator('html')).toHaveAttribute('data-theme', 'dark');
  const before = await frame.locator('body').evaluate(() => window.tfplay.getCode());
  await frame.getByTestId('editor').click();
  await page.keyboard.type('junk');
  expect(await frame.locator('body').evaluate(() => window.tfplay.getCode())).toBe(before);
  await frame.getByTestId('run').click();
  await expect(frame.getByTestId('status')).toHaveText('done');
});

test('without autorun, the Cache pane claims nothing until the program has run', async ({ page, problems }) => {
  await page.goto('./?embed=1&panes=cache,timeline');
  await expect(page.getByTestId('status')).toHaveText('ready');
  const pane = page.locator('.pane-cache');
  await expect(pane).toBeVisible();
  await expect(pane.locator('.empty-note')).toBeHidden();
  await expect(page.getByTestId('cache-table')).toBeHidden();
  await page.getByTestId('run').click();
  await expect(page.getByTestId('status')).toHaveText('done');
  await expect(page.getByTestId('cache-table').locator('tbody tr').first()).toBeVisible();
});

test('"Copy embed code" gives an iframe snippet for this program, with the script that sizes it', async ({ page, context, problems }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openPage(page);
  await page.getByTestId('embed-code').click();
  const snippet = page.getByTestId('embed-snippet');
  await expect(snippet).toBeVisible();
  const [iframe, ...script] = (await snippet.inputValue()).split('\n');
  expect(iframe).toMatch(/^<iframe src="http:\/\/127\.0\.0\.1:\d+\/\?embed=1&amp;panes=timeline%2Ccache&amp;autorun=1#v1\/[A-Za-z0-9+\-$]+" title="tfplay: a tf.function playground" width="100%" height="420" style="border:0" loading="lazy"><\/iframe>$/);
  expect(script[0]).toBe('<script>');
  expect(script.join('\n')).toContain(`e.origin !== "http://127.0.0.1:${PAGE_PORT}"`);
  expect(script.at(-1)).toBe('</script>');
  await page.getByLabel('read-only').check();
  await expect(snippet).toHaveValue(/readonly=1/);
  // Once the preview has loaded again (it competes for the page's time; "Copied" shows 1.5 s).
  await expect(page.getByTestId('embed-preview')).toHaveAttribute('src', /readonly=1/);
  await expect(page.frameLocator('[data-testid="embed-preview"]').getByTestId('status')).toHaveText('done');
  await page.getByTestId('embed-copy').click();
  await expect(page.getByTestId('embed-copy')).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await snippet.inputValue());
});

test('a program too long for a link cannot be embedded: the dialog says so and offers no code', async ({ page, problems }) => {
  await openPage(page);
  await page.evaluate(() => window.tfplay.setCode(`x = 1\n${'# filler\n'.repeat(25_000)}`));
  await page.getByTestId('embed-code').click();
  const snippet = page.getByTestId('embed-snippet');
  await expect(snippet).toHaveValue(/longer than a link can carry \(200,000 characters\), so it cannot be embedded/);
  await expect(page.getByTestId('embed-copy')).toBeDisabled();
  await page.getByLabel('read-only').check();
  await expect(snippet).toHaveValue(/cannot be embedded/);
  await expect(page.getByTestId('embed-preview')).toHaveCount(0); // no preview of a link that cannot open
});

test('the snippet works by itself in a page on another origin: the iframe follows its content', async ({ page, problems }) => {
  await openPage(page);
  await page.getByTestId('embed-code').click();
  snippetHtml = await page.getByTestId('embed-snippet').inputValue();
  await page.goto(`${HOST}/snippet`);
  const frame = page.frameLocator('iframe');
  await expect(frame.getByTestId('status')).toHaveText('done');
  // Never clipped: the iframe is as tall as the embed's page, whatever that is.
  const fits = async () => {
    const { height } = await page.locator('iframe').boundingBox();
    const content = await frame.locator('html').evaluate((el) => el.scrollHeight);
    return Math.abs(height - content) <= 1 ? height : `iframe ${height} px, content ${content} px`;
  };
  await expect.poll(fits).toEqual(expect.any(Number));
  const first = await fits();
  expect(first).not.toBe(420);
  // A longer program makes a taller editor, and the iframe grows with it.
  await frame.locator('body').evaluate(() => window.tfplay.setCode('import tensorflow as tf\n' + 'print(1)\n'.repeat(20)));
  await expect.poll(fits).toBeGreaterThan(first + 100);
});

test('the Embed dialog previews the embed and its options change the preview', async ({ page, problems }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openPage(page);
  await page.getByTestId('embed-code').click();
  const dialog = page.getByTestId('embed-dialog');
  const preview = page.frameLocator('[data-testid="embed-preview"]');
  await expect(preview.getByTestId('status')).toHaveText('done');
  await expect(preview.getByRole('tab')).toHaveText([/^Timeline/, /^Cache/]);
  await expect(preview.locator('html')).not.toHaveAttribute('data-theme', 'dark');
  await page.screenshot({ path: 'test-results/embed/dialog-1280.png' });

  // Panes: the preview shows the ones picked, in the page's tab order.
  await dialog.getByLabel('Timeline').uncheck();
  await dialog.getByLabel('Output').check();
  await expect(preview.getByRole('tab')).toHaveText([/^Output/, /^Cache/]);
  await expect(page.getByTestId('embed-snippet')).toHaveValue(/panes=output%2Ccache/);
  // The embed opens on the first pane it lists, not on the tab open in this page (Timeline).
  await dialog.getByLabel('Timeline').check();
  await expect(preview.getByRole('tab')).toHaveText([/^Output/, /^Timeline/, /^Cache/]);
  await expect(preview.getByRole('tab', { selected: true })).toHaveText(/^Output/);
  await dialog.getByLabel('Timeline').uncheck();
  await expect(preview.getByRole('tab')).toHaveText([/^Output/, /^Cache/]);
  // Theme, read-only and autorun.
  await page.getByTestId('embed-theme').selectOption('dark');
  await expect(preview.locator('html')).toHaveAttribute('data-theme', 'dark');
  await dialog.getByLabel('run when loaded').uncheck();
  await dialog.getByLabel('read-only').check();
  await expect(preview.getByTestId('status')).toHaveText('ready');
  await expect(page.getByTestId('embed-preview')).toHaveAttribute('src', /readonly=1/);
  await expect(page.getByTestId('embed-preview')).not.toHaveAttribute('src', /autorun/);
  const before = await preview.locator('body').evaluate(() => window.tfplay.getCode());
  await preview.getByTestId('editor').click();
  await page.keyboard.type('junk');
  expect(await preview.locator('body').evaluate(() => window.tfplay.getCode())).toBe(before);
  await page.screenshot({ path: 'test-results/embed/dialog-options-1280.png' });

  // Closing the dialog stops the preview.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('embed-preview')).toHaveAttribute('src', 'about:blank');
});

test('the embed keeps its actions at the right of its top bar, and wraps them under the brand when narrow', async ({ page, problems }) => {
  for (const width of [900, 320]) {
    await page.setViewportSize({ width, height: 420 });
    await openPage(page, './?embed=1&autorun=1');
    await expect(page.getByTestId('status')).toHaveText('done');
    const [bar, brand, last] = await Promise.all(
      ['.topbar', '.brand', '[data-testid="open-in-tfplay"]'].map((s) => page.locator(s).evaluate((e) => e.getBoundingClientRect().toJSON())),
    );
    expect(last.right).toBeLessThanOrEqual(bar.right);
    if (width === 900) expect(bar.right - last.right).toBeLessThan(16); // no empty stretch after them
    else expect(last.top).toBeGreaterThanOrEqual(brand.bottom); // a row of their own
  }
});
