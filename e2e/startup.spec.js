// How the page starts (stubbed engine): the first run is posted as soon as the engine is ready,
// with the code in a plain editor while Monaco loads; Monaco then takes over without losing the
// text, the caret, the selection, the scroll position or any keystroke typed meanwhile. After
// the first result (real engine) the service worker caches the very URLs the page loaded.
import { DOUBLE } from './support/results.js';
import { expect, holdBack, openTab, stubEngine, test, VERBATIM_TYPING } from './support/fixtures.js';

/** Holds Monaco's files back until release() is called. */
const holdMonaco = (context) => holdBack(context, /\/assets\/editor-monaco-[\w-]+\.(js|css)$/);

const code = (page) => page.evaluate(() => window.tfplay.getCode());
const plainEditor = (page) => page.locator('.plain-editor');

test.beforeEach(async ({ context }) => {
  if (test.info().tags.includes('@real-engine')) return;
  await stubEngine(context, { default: DOUBLE });
});

test('the first run does not wait for Monaco: the code shows at once, the result comes, Monaco follows', async ({ page, context, problems }) => {
  const monaco = await holdMonaco(context);
  await page.goto('./');
  await expect(page.getByTestId('status')).toHaveText('done');
  expect(await page.evaluate(() => window.tfplay.editorKind())).toBe('plain');
  await expect(page.locator('.monaco-editor')).toHaveCount(0);
  // The plain editor shows the program with line numbers, like Monaco.
  await expect(plainEditor(page)).toHaveValue(/@tf\.function/);
  const lines = (await code(page)).split('\n').length;
  await expect(page.locator('.plain-gutter')).toHaveText(Array.from({ length: lines }, (_, i) => i + 1).join('\n'));
  await expect(page.getByTestId('timeline').locator('.tl-event').first()).toBeVisible();

  const plainText = await plainEditor(page).evaluate((area) => {
    const style = getComputedStyle(area);
    return { left: area.getBoundingClientRect().left + parseFloat(style.paddingLeft), top: area.getBoundingClientRect().top + parseFloat(style.paddingTop) };
  });

  // Monaco is asked for once the page is idle, and takes over when it arrives.
  await expect.poll(() => monaco.requested()).toBe(true);
  monaco.release();
  await page.evaluate(() => window.tfplay.editorReady);
  // The code stays where it was: the plain editor is laid out like Monaco.
  const firstLine = page.locator('.monaco-editor .view-line span span').first();
  // Monaco may re-render the line (the first run's notes arrive), detaching the span measured.
  let monacoText = null;
  await expect.poll(async () => (monacoText = await firstLine.boundingBox())).not.toBeNull();
  expect(Math.abs(monacoText.x - plainText.left)).toBeLessThan(1.5);
  expect(Math.abs(monacoText.y - plainText.top)).toBeLessThan(3);
  expect(await page.evaluate(() => window.tfplay.editorKind())).toBe('monaco');
  await expect(page.locator('.monaco-editor')).toHaveCount(1);
  await expect(plainEditor(page)).toHaveCount(0);
  expect(await code(page)).toContain('@tf.function');
  // The marks the first run left (notes after call lines) carried over.
  expect((await page.evaluate(() => window.tfplay.callNotes())).length).toBeGreaterThan(0);
});

test('keystrokes typed before and while Monaco takes over are all kept, at the caret', async ({ page, context, problems }) => {
  const monaco = await holdMonaco(context);
  await page.goto('./');
  await expect(page.getByTestId('status')).toHaveText('done');
  await page.evaluate((options) => window.tfplay.configureEditor(options), VERBATIM_TYPING);
  const before = await code(page);
  // (Counted before typing: on a slow machine the edit's run can finish before the code is read.)
  const runs = Number(await page.getByTestId('status').getAttribute('data-run'));

  // Typed into the plain editor: it edits and re-runs like Monaco.
  await plainEditor(page).click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type('\nprint("one")');
  await expect.poll(() => code(page)).toBe(`${before}\nprint("one")`);
  await expect.poll(async () => Number(await page.getByTestId('status').getAttribute('data-run'))).toBeGreaterThan(runs);

  // Monaco arrives while the typing goes on: nothing is lost or reordered.
  monaco.release();
  const typed = ' # and all of this text, typed while Monaco loads';
  await page.keyboard.type(typed, { delay: 15 });
  await page.evaluate(() => window.tfplay.editorReady);
  await page.keyboard.type(' and after');
  await expect.poll(() => code(page)).toBe(`${before}\nprint("one")${typed} and after`);
  expect(await page.evaluate(() => window.tfplay.editorKind())).toBe('monaco');
  const lastLine = (await code(page)).split('\n').length;
  expect(await page.evaluate(() => window.tfplay.cursor())).toEqual({ line: lastLine, column: `print("one")${typed} and after`.length + 1 });
});

test('the selection and the scroll position carry over to Monaco', async ({ page, context, problems }) => {
  const monaco = await holdMonaco(context);
  await page.goto('./');
  await expect(page.getByTestId('status')).toHaveText('done');
  const long = Array.from({ length: 80 }, (_, i) => `x${i} = ${i}`).join('\n');
  await page.evaluate((source) => window.tfplay.setCode(source), long);
  // Line 41 selected from its end back to its start (a backward selection), scrolled to line 31.
  await plainEditor(page).evaluate((area) => {
    const start = area.value.indexOf('x40 = 40');
    area.focus();
    area.setSelectionRange(start, start + 'x40 = 40'.length, 'backward');
    area.scrollTop = 30 * 21;
  });
  monaco.release();
  await page.evaluate(() => window.tfplay.editorReady);
  expect(await page.evaluate(() => window.tfplay.cursor())).toEqual({ line: 41, column: 1 });
  // Monaco renders the lines in view: line 31 at the top, line 1 far out of view.
  await expect(page.locator('.monaco-editor .line-numbers', { hasText: /^31$/ })).toBeVisible();
  await expect(page.locator('.monaco-editor .line-numbers', { hasText: /^1$/ })).toHaveCount(0);
  const top = await page.locator('.monaco-editor .line-numbers', { hasText: /^31$/ }).boundingBox();
  const editorTop = (await page.getByTestId('editor').boundingBox()).y;
  expect(Math.abs(top.y - editorTop - 8)).toBeLessThan(12);
  // Still focused: typing replaces the selection.
  await page.keyboard.type('y');
  await expect.poll(() => code(page)).toContain('\ny\nx41 = 41');
});

test('reaching for the editor loads Monaco at once', async ({ page, context, problems }) => {
  // Idle never comes while the first result is held back; a click still brings Monaco.
  const engine = await holdBack(context, /\/engine\/tfplay_wasm\.js(\?.*)?$/);
  await page.goto('./');
  await expect(page.getByTestId('status')).toHaveText('loading');
  await plainEditor(page).click();
  await page.evaluate(() => window.tfplay.editorReady);
  expect(await page.evaluate(() => window.tfplay.editorKind())).toBe('monaco');
  engine.release();
  await expect(page.getByTestId('status')).toHaveText('done');
});

test('an engine served without the application/wasm type loads all the same', { tag: '@real-engine' }, async ({ page, context, problems }) => {
  await context.route(/\/engine\/tfplay_wasm\.wasm(\?.*)?$/, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), 'content-type': 'application/octet-stream' } });
  });
  await page.goto('./');
  await expect(page.getByTestId('status')).toHaveText('done', { timeout: 30_000 });
  await expect(page.getByTestId('timeline').locator('.tl-event').first()).toBeVisible();
});

test('an engine that fails to load says so, leaves the loading state, and Run loads it again', { tag: '@real-engine' }, async ({ page, context }) => {
  // The first visit's download of the engine fails (a dropped connection); later ones work.
  let failures = 1;
  await context.route(/\/engine\/tfplay_wasm\.wasm(\?.*)?$/, async (route) => {
    if (failures-- > 0) await route.abort('connectionreset');
    else await route.continue();
  });
  await page.goto('./');
  // Said for a reader: not the browser's "TypeError: Failed to fetch".
  await expect(page.getByTestId('error')).toContainText('could not load the engine: its download failed (is the connection down?)');
  await expect(page.getByTestId('error')).not.toContainText('Failed to fetch');
  await expect(page.getByTestId('error')).toContainText('press Run to try again');
  await expect(page.getByTestId('status')).toHaveText('error');
  await expect(page.getByTestId('run')).toBeEnabled();
  await page.getByTestId('run').click();
  await expect(page.getByTestId('error')).toBeHidden({ timeout: 30_000 });
  await expect(page.getByTestId('status')).toHaveText('done');
  await expect(page.getByTestId('timeline').locator('.tl-event').first()).toBeVisible();
  const result = await page.evaluate(() => window.tfplay.run());
  expect(result.error).toBeNull();
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('after the first result the service worker caches exactly the URLs the page loaded', { tag: '@real-engine' }, async ({ page, problems }) => {
    await page.addInitScript(() => {
      const container = navigator.serviceWorker;
      const register = container.register.bind(container);
      container.register = (...args) => {
        window.__swRegisteredAt = performance.now();
        return register(...args);
      };
    });
    const fetched = new Set();
    page.on('request', (request) => fetched.add(request.url()));
    await page.goto('./');
    await expect(page.getByTestId('status')).toHaveText('done', { timeout: 30_000 });
    expect(await page.evaluate(() => window.tfplay.offlineReady)).toBe(true);
    expect(await page.evaluate(() => window.tfplay.editorKind())).toBe('monaco');

    // Registered only once the first result was on screen.
    const order = await page.evaluate(() => ({
      registered: window.__swRegisteredAt ?? null,
      firstResult: performance.getEntriesByName('tfplay:first-result')[0]?.startTime ?? null,
    }));
    expect(order.firstResult).not.toBeNull();
    expect(order.registered).toBeGreaterThan(order.firstResult);

    // The cache holds the page's own requests, the engine's ?v= query included, and nothing else.
    const origin = new URL(page.url()).origin;
    const loaded = [...fetched].filter((url) => new URL(url).origin === origin && !url.endsWith('/sw.js')).sort();
    const cached = await page.evaluate(async () => {
      const urls = [];
      // (Only the service worker's: the engine's stored snapshot has a cache of its own.)
      for (const name of (await caches.keys()).filter((k) => k.startsWith('tfplay-'))) urls.push(...(await (await caches.open(name)).keys()).map((r) => r.url));
      return urls.sort();
    });
    expect(loaded.some((url) => /\/engine\/tfplay_wasm\.wasm\?v=\w+$/.test(url))).toBe(true);
    expect(loaded.some((url) => /\/assets\/editor-monaco-[\w-]+\.js$/.test(url))).toBe(true);
    for (const url of loaded) expect(cached).toContain(url);
    // Besides, only what Monaco loads when it first needs it (its icon font, its worker), what
    // the Ops tab loads when it first draws (the drawing, its layout worker) and Keras's modules
    // (the engine worker fetches them for the warm-up once the page is idle), so that they work
    // offline too; and no file under two addresses.
    for (const url of cached.filter((u) => !loaded.includes(u))) {
      expect(url).toMatch(/\/assets\/(codicon|editor\.worker|draw|layout\.worker)-[\w-]+\.(ttf|js)$|\/engine\/tfplay_keras\.bundle\?v=\w+$/);
    }
    expect(new Set(cached.map((url) => new URL(url).pathname)).size).toBe(cached.length);
  });

  test('the engine comes back on a returning visit, and offline from the service worker\'s copy once the browser\'s cache is cleared', { tag: '@real-engine' }, async ({ page, context, problems }) => {
    await page.goto('./');
    await expect(page.getByTestId('status')).toHaveText('done', { timeout: 30_000 });
    expect(await page.evaluate(() => window.tfplay.offlineReady)).toBe(true);
    const output = page.getByTestId('timeline').locator('.tl-event').first();
    const first = await output.textContent();

    // A returning visit: the engine from the browser's HTTP cache (the service worker leaves it alone).
    await page.reload();
    await expect(page.getByTestId('status')).toHaveText('done', { timeout: 30_000 });
    await expect(output).toHaveText(first);

    // Offline, with the browser's HTTP cache gone: the service worker answers from its own cache.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('status')).toHaveText('done', { timeout: 30_000 });
    await expect(output).toHaveText(first);
    await page.evaluate(() => window.tfplay.setCode('import tensorflow as tf\nprint(tf.constant([1, 2]) * 3)\n'));
    await openTab(page, 'Output');
    await expect(page.getByTestId('pane-output')).toContainText('tf.Tensor([3 6], shape=(2,), dtype=int32)');
    await context.setOffline(false);
  });
});
