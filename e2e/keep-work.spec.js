// Never lose work: a damaged link, an over-long share and an example chosen over edited code
// all keep the reader's program restorable; the program downloads as .py and as a notebook.
import { readFile } from 'node:fs/promises';
import LZString from 'lz-string';
import { DOUBLE } from './support/results.js';
import { expect, holdBack, openPage, stubEngine, test, typeProgram } from './support/fixtures.js';

const { compressToEncodedURIComponent } = LZString;

test.beforeEach(async ({ context }) => {
  await stubEngine(context, { default: DOUBLE });
});

const getCode = (page) => page.evaluate(() => window.tfplay.getCode());
const savedCode = (page) => page.evaluate(() => JSON.parse(localStorage.getItem('tfplay:autosave') ?? '{}').code);

/** Types `program` and waits until autosave has it. */
async function writeAndSave(page, program) {
  await typeProgram(page, program);
  await expect.poll(() => savedCode(page)).toBe(program);
}

/** Sets `program` (a run of some seconds: the stub engine's "# sleep") and waits until it runs and autosave has it. */
async function startSavedRun(page, program) {
  await page.evaluate((code) => window.tfplay.setCode(code), program);
  await expect(page.getByTestId('status')).toHaveText('running');
  await expect.poll(() => savedCode(page)).toBe(program);
}

/**
 * A new tab of `context` opened as after a tab crashed mid-run: the run's `mark` is in storage
 * when the page loads (a closed tab clears it, so it is put back once, before the first load).
 */
async function openAfterCrash(context, mark) {
  const crashed = await context.newPage();
  await crashed.addInitScript((m) => {
    if (sessionStorage.getItem('crashed')) return;
    sessionStorage.setItem('crashed', '1');
    localStorage.setItem('tfplay:running', m);
  }, mark);
  await crashed.goto('./');
  return crashed;
}

/** Appends `text` at the end of the program with the keyboard. */
async function typeAtEnd(page, text) {
  await page.getByTestId('editor').click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type(text);
}

for (const [what, hash] of [
  ['a link with junk', '#v1/garbage'],
  ['a cut-short link', `#v1/${compressToEncodedURIComponent(JSON.stringify({ code: 'print(1)\n' })).slice(0, 9)}`],
]) {
  test(`${what} keeps the saved program restorable, even after an edit and a reload`, async ({ page, context, problems }) => {
    await openPage(page);
    const mine = 'import tensorflow as tf\nprint("my own work")\n';
    await writeAndSave(page, mine);

    const other = await context.newPage();
    await openPage(other, `./${hash}`);
    await expect(other.getByTestId('notices')).toContainText('This link is damaged');
    await expect(other.getByTestId('notices')).toContainText('Your own code from');
    expect(await getCode(other)).toContain('def double(x):');
    // The first edit overwrites the autosave, as ever; the work it held is kept aside.
    await typeAtEnd(other, '\n# edited');
    await expect.poll(() => savedCode(other)).toContain('# edited');
    // The damaged link left the address, so a reload shows the edit and still offers the work.
    expect(new URL(other.url()).hash).toBe('');
    await other.reload();
    await expect(other.getByTestId('status')).toHaveText('done');
    expect(await getCode(other)).toContain('# edited');
    await other.getByTestId('restore-saved').click();
    expect(await getCode(other)).toBe(mine);
    await expect.poll(() => savedCode(other)).toBe(mine);
    await other.close();
  });
}

test('a link opened in the same tab (pasted in the address bar) keeps the edited program restorable; Back brings it back', async ({ page, problems }) => {
  await openPage(page);
  const mine = 'import tensorflow as tf\nprint("my own work")\n';
  await writeAndSave(page, mine);
  const link = (code) => `./#v1/${compressToEncodedURIComponent(JSON.stringify({ code }))}`;
  // Only the fragment changes: the page stays, and reads the link on hashchange.
  await page.goto(link('print("from a link")\n'));
  await expect.poll(() => getCode(page)).toBe('print("from a link")\n');
  await expect(page.getByTestId('notices')).toContainText('You opened a shared link. Your own code from');
  await expect.poll(() => savedCode(page)).toBe('print("from a link")\n');
  await page.goto(link('print("a second link")\n'));
  await expect.poll(() => getCode(page)).toBe('print("a second link")\n');
  // Back to the first link, then to the address without a link: the reader's program, as that
  // address showed it, and no notice offering it back any more.
  await page.goBack();
  await expect.poll(() => getCode(page)).toBe('print("from a link")\n');
  await page.goBack();
  await expect.poll(() => getCode(page)).toBe(mine);
  expect(new URL(page.url()).hash).toBe('');
  await expect(page.getByTestId('notices')).toBeEmpty();
  await expect.poll(() => savedCode(page)).toBe(mine);
  await page.reload();
  await expect(page.getByTestId('status')).toHaveText('done');
  expect(await getCode(page)).toBe(mine);
  await expect(page.getByTestId('notices')).toBeEmpty();
});

test('Back from a link whose program was edited keeps the edit, and the earlier program stays restorable', async ({ page, problems }) => {
  await openPage(page);
  const mine = 'print("my own work")\n';
  await writeAndSave(page, mine);
  await page.goto(`./#v1/${compressToEncodedURIComponent(JSON.stringify({ code: 'print("from a link")\n' }))}`);
  await expect.poll(() => getCode(page)).toBe('print("from a link")\n');
  await typeAtEnd(page, '# edited');
  await expect.poll(() => savedCode(page)).toBe('print("from a link")\n# edited');
  // The edit took the link out of the address; Back to the address before it keeps the edit.
  expect(new URL(page.url()).hash).toBe('');
  await page.goBack();
  expect(new URL(page.url()).hash).toBe('');
  await page.reload();
  await expect(page.getByTestId('status')).toHaveText('done');
  expect(await getCode(page)).toBe('print("from a link")\n# edited');
  await page.getByTestId('restore-saved').click();
  expect(await getCode(page)).toBe(mine);
});

test('opening a second link over an unedited first one asks nothing', async ({ page, problems }) => {
  const link = (code) => `./#v1/${compressToEncodedURIComponent(JSON.stringify({ code }))}`;
  await openPage(page, link('print("first link")\n'));
  await page.goto(link('print("second link")\n'));
  await expect.poll(() => getCode(page)).toBe('print("second link")\n');
  await expect(page.getByTestId('notices')).toBeEmpty();
});

for (const [ends, eol] of [['', '\n'], [' (made from a file with Windows line ends)', '\r\n']]) test(`a tutorial's links${ends} opened one after another, each in a new tab, ask nothing: a link only looked at is not the reader's code`, async ({ page, context, problems }) => {
  const link = (code) => `./#v1/${compressToEncodedURIComponent(JSON.stringify({ code }))}`;
  const first = 'print("chapter 1")\n';
  await openPage(page, link(first.replace('\n', eol)));
  // Looking around (a tab chosen) saves the page's state, the link's program with it.
  await page.getByRole('tab', { name: /^Output/ }).click();
  await expect.poll(() => savedCode(page)).toBe(first);
  expect(new URL(page.url()).hash).not.toBe('');
  await page.close();

  const second = await context.newPage();
  await openPage(second, link('print("chapter 2")\n'));
  expect(await getCode(second)).toBe('print("chapter 2")\n');
  await expect(second.getByTestId('notices')).toBeEmpty();
  expect(await second.evaluate(() => localStorage.getItem('tfplay:autosave:before-link'))).toBeNull();

  // Edited, the program is the reader's: the next link keeps it.
  await typeAtEnd(second, '# my note');
  await expect.poll(() => savedCode(second)).toBe('print("chapter 2")\n# my note');
  const third = await context.newPage();
  await openPage(third, link('print("chapter 3")\n'));
  await expect(third.getByTestId('notices')).toContainText('You opened a shared link. Your own code from');
  await third.getByTestId('restore-saved').click();
  expect(await getCode(third)).toBe('print("chapter 2")\n# my note');
});

test('two tabs editing in turn: the program of the tab that saved first is kept, not overwritten', async ({ page, context, problems }) => {
  await openPage(page);
  const other = await context.newPage();
  await openPage(other);
  const one = 'print("tab one")\n';
  const two = 'print("tab two")\n';
  await writeAndSave(page, one);
  await writeAndSave(other, two);
  await writeAndSave(page, `${one}print("more")\n`); // the last save is tab one's
  await other.close();
  await page.reload();
  await expect(page.getByTestId('status')).toHaveText('done');
  expect(await getCode(page)).toBe(`${one}print("more")\n`);
  await page.getByTestId('restore-saved').click();
  expect(await getCode(page)).toBe(two);
  // One program kept per tab: tab two's earlier saves are not offered next.
  const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('tfplay:autosave:before-link') ?? '[]').map((e) => e.code));
  expect(kept.filter((code) => code.includes('tab two'))).toEqual([]);
});

test('a second tab opened with the first tab\'s program and then rewritten keeps the first tab\'s program, even once both close', async ({ page, context, problems }) => {
  await openPage(page);
  const mine = 'print("my important work in the first tab")\n';
  await writeAndSave(page, mine);
  // The learner opens another tab to try something quickly: it opens with the first tab's program.
  const quick = await context.newPage();
  await openPage(quick);
  expect(await getCode(quick)).toBe(mine);
  await writeAndSave(quick, 'print("quick experiment")\n');
  await page.close();
  await quick.close();
  const next = await context.newPage();
  await openPage(next);
  expect(await getCode(next)).toBe('print("quick experiment")\n');
  await expect(next.locator('[data-notice="restore"]')).toContainText('The program another tab had open');
  await next.getByTestId('restore-saved').click();
  expect(await getCode(next)).toBe(mine);
});

test('a new visit that goes on with the program of a closed tab sets nothing aside', async ({ page, context, problems }) => {
  await openPage(page);
  await writeAndSave(page, 'print("first visit")\n');
  await page.close();
  const later = await context.newPage();
  await openPage(later);
  await writeAndSave(later, 'print("first visit")\nprint("second visit")\n');
  await later.reload();
  await expect(later.getByTestId('status')).toHaveText('done');
  await expect(later.locator('[data-notice="restore"]')).toHaveCount(0);
  expect(await later.evaluate(() => localStorage.getItem('tfplay:autosave:before-link'))).toBeNull();
});

test('Share on a program too long for a link offers a .py download and writes no link', async ({ page, problems }) => {
  await openPage(page);
  // 200,001 characters: one more than a link carries.
  const program = `${'x = 1  # padding of a long program\n'.repeat(5714)}print(len("${'y'.repeat(37)}"))\n`;
  expect(program.length).toBeGreaterThan(200_000);
  await page.evaluate((code) => window.tfplay.setCode(code), program);
  await page.getByTestId('share').click();
  const notice = page.getByTestId('notices');
  await expect(notice).toContainText('This program is too long to share by link');
  await expect(notice).toContainText('at most 200,000');
  await expect(notice).toContainText('To share it, download it as a .py file and send the file, or shorten the program.');
  expect(new URL(page.url()).hash).toBe('');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('share-download-py').click()]);
  expect(download.suggestedFilename()).toBe('tfplay.py');
  expect(await readFile(await download.path(), 'utf8')).toBe(program);
});

test('a program of 200,000 characters still shares by a link that opens', async ({ page, context, problems }) => {
  await openPage(page);
  const program = '# a comment line of code\n'.repeat(8000);
  expect(program.length).toBe(200_000);
  await page.evaluate((code) => window.tfplay.setCode(code), program);
  await page.getByTestId('share').click();
  await expect(page).toHaveURL(/#v1\/[A-Za-z0-9+\-$]+$/);
  const other = await context.newPage();
  await openPage(other, page.url());
  expect(await getCode(other)).toBe(program);
  await expect(other.getByTestId('notices')).not.toContainText('damaged');
  await other.close();
});

test('choosing an example keeps the edited program restorable, after a reload too', async ({ page, problems }) => {
  await openPage(page);
  const mine = 'import tensorflow as tf\nprint("my exercise answer")\n';
  await writeAndSave(page, mine);
  await page.getByTestId('examples').selectOption('side-effects');
  expect(await getCode(page)).not.toBe(mine);
  await expect(page.getByTestId('notices')).toContainText('replaced your code, which is kept');
  await expect.poll(() => savedCode(page)).not.toBe(mine);
  await page.reload();
  await expect(page.getByTestId('status')).toHaveText('done');
  await page.getByTestId('restore-saved').click();
  expect(await getCode(page)).toBe(mine);
  await expect.poll(() => savedCode(page)).toBe(mine);
});

test('choosing an example over an unchanged example asks nothing', async ({ page, problems }) => {
  await openPage(page);
  await page.getByTestId('examples').selectOption('side-effects');
  await expect(page.getByTestId('notices')).toBeEmpty();
});

test('an edited example is chosen again from the menu to start it over, after a reload too', async ({ page, problems }) => {
  await openPage(page);
  const menu = page.getByTestId('examples');
  await menu.selectOption('default');
  await expect(menu).toHaveValue('default');
  const example = await getCode(page);
  await page.getByTestId('editor').click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type('\nprint("my change")');
  // A browser fires no change event when the option already selected is chosen again, so the
  // menu must stop naming the example once the program is no longer its code.
  await expect(menu).toHaveValue('');
  await page.waitForTimeout(600); // autosave's pause
  await page.reload();
  await expect(page.getByTestId('status')).toHaveText('done');
  await expect(menu).toHaveValue('');
  await menu.selectOption('default');
  expect(await getCode(page)).toBe(example);
  await expect(menu).toHaveValue('default');
  await expect(page.getByTestId('notices')).toContainText('replaced your code, which is kept');
});

test('the Download menu saves the program as .py and as a one-cell notebook, by keyboard', async ({ page, problems }) => {
  await openPage(page);
  const program = 'import tensorflow as tf\n\n@tf.function\ndef f(x):\n    return x + 1\n\nprint(f(tf.constant(1)))\n';
  await page.evaluate((code) => window.tfplay.setCode(code), program);

  await page.getByTestId('download-menu').locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('download-py')).toBeVisible();
  await page.screenshot({ path: 'build/screens/download-menu.png' });
  await page.getByTestId('download-py').focus();
  const [py] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(py.suggestedFilename()).toBe('tfplay.py');
  expect(await readFile(await py.path(), 'utf8')).toBe(program);
  await expect(page.getByTestId('download-py')).toBeHidden();

  await page.keyboard.press('Enter'); // the summary has focus again
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('download-ipynb')).toBeFocused();
  // Said as what it does: the browser saves a file (no page can open a notebook in Jupyter).
  await expect(page.getByTestId('download-ipynb')).toHaveText('Download .ipynb (notebook)');
  const [nb] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(nb.suggestedFilename()).toBe('tfplay.ipynb');
  const notebook = JSON.parse(await readFile(await nb.path(), 'utf8'));
  expect(notebook.nbformat).toBe(4);
  expect(notebook.nbformat_minor).toBeGreaterThanOrEqual(4);
  expect(notebook.cells).toHaveLength(1);
  expect(notebook.cells[0].cell_type).toBe('code');
  expect(notebook.cells[0].outputs).toEqual([]);
  expect(notebook.cells[0].source.join('')).toBe(program);
  expect(notebook.metadata.kernelspec.name).toBe('python3');
});

for (const width of [390, 1366]) {
  test(`at ${width} px the Download menu opens whole, inside the window`, async ({ page, problems }) => {
    await page.setViewportSize({ width, height: 800 });
    await openPage(page);
    await page.getByTestId('download-menu').locator('summary').click();
    for (const id of ['download-py', 'download-ipynb']) {
      const box = await page.getByTestId(id).boundingBox();
      expect(box.x, id).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, id).toBeLessThanOrEqual(width);
    }
  });
}

test.describe('on a phone (the plain editor)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('undo brings back the program an example or a link replaced', async ({ page, problems }) => {
    await openPage(page);
    expect(await page.evaluate(() => window.tfplay.editorKind())).toBe('plain');
    const area = page.locator('.plain-editor');
    const mine = 'import tensorflow as tf\nprint("typed on my phone")\n';
    await area.focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(mine);
    expect(await getCode(page)).toBe(mine);

    await page.getByTestId('examples').focus(); // as a tap on it does
    await page.getByTestId('examples').selectOption('side-effects');
    await expect(page.getByTestId('examples')).toHaveValue('side-effects');
    const example = await getCode(page);
    expect(example).not.toBe(mine);
    // The replacement does not move focus into the editor (no on-screen keyboard, no note).
    await expect(page.getByTestId('examples')).toBeFocused();
    await expect(page.getByTestId('editor-keys')).toBeHidden();
    await area.focus();
    await page.keyboard.press('ControlOrMeta+Z');
    expect(await getCode(page)).toBe(mine);
    await expect(page.getByTestId('examples')).toHaveValue('');
    await page.keyboard.press('ControlOrMeta+Shift+Z'); // redo: the example, whole, as chosen
    expect(await getCode(page)).toBe(example);
    await expect(page.getByTestId('examples')).toHaveValue('side-effects');
    await page.keyboard.press('ControlOrMeta+Z');
    expect(await getCode(page)).toBe(mine);

    // A link opened in the same tab replaces it the same way.
    const linked = 'print("from a link")\n';
    await page.evaluate((hash) => (location.hash = hash), `#v1/${compressToEncodedURIComponent(JSON.stringify({ code: linked }))}`);
    await expect.poll(() => getCode(page)).toBe(linked);
    await area.focus();
    await page.keyboard.press('ControlOrMeta+Z');
    expect(await getCode(page)).toBe(mine);

    // A program of 200,000 characters replaces it quickly too.
    const big = '# a comment line of code\n'.repeat(8000);
    const ms = await page.evaluate((code) => {
      const t0 = performance.now();
      window.tfplay.setCode(code);
      return performance.now() - t0;
    }, big);
    expect(await getCode(page)).toBe(big);
    expect(ms).toBeLessThan(1000);
    await page.keyboard.press('ControlOrMeta+Z');
    expect(await getCode(page)).toBe(mine);
    await page.keyboard.press('ControlOrMeta+Shift+Z');
    expect(await getCode(page)).toBe(big);
  });
});

test('a program the browser will not store says so and offers a download; once stored, the notice goes', async ({ page, problems }) => {
  await openPage(page);
  // Another site's worth of data (as an origin near its storage quota): the next save fails.
  await page.evaluate(() => {
    for (let i = 0; ; i++) {
      try {
        localStorage.setItem(`filler-${i}`, 'x'.repeat(500_000));
      } catch {
        break;
      }
    }
  });
  const big = `print(${JSON.stringify('y'.repeat(400_000))})\n`;
  await page.evaluate((code) => window.tfplay.setCode(code), big);
  const notice = page.locator('[data-notice="not-saved"]');
  // The tab's own copy (sessionStorage) still holds it: a reload keeps it, a closed tab would not.
  await expect(notice).toContainText('a reload keeps it, but a closed tab would lose it');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('not-saved-download-py').click()]);
  expect(await readFile(await download.path(), 'utf8')).toBe(big);
  await expect(notice).toBeHidden();
  await page.reload();
  await expect(page.getByTestId('status')).toHaveText('done');
  expect(await getCode(page)).toBe(big);
  // Room again: the next save works and no notice comes back.
  await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('filler-')).forEach((k) => localStorage.removeItem(k)));
  await page.evaluate(() => window.tfplay.setCode('print("small")\n'));
  await expect.poll(() => savedCode(page)).toBe('print("small")\n');
  await expect(notice).toBeHidden();
});

test('with storage full, the programs a link and an example set aside are all offered back, and no notice says they are kept', async ({ page, problems }) => {
  await openPage(page);
  // Full to the last byte: not even a short program fits.
  await page.evaluate(() => {
    for (const size of [500_000, 10_000, 100, 1]) {
      for (let i = 0; ; i++) {
        try {
          localStorage.setItem(`filler-${size}-${i}`, 'x'.repeat(size));
        } catch {
          break;
        }
      }
    }
  });
  const mine = 'print("my own work")\n';
  await typeProgram(page, mine);
  await expect(page.locator('[data-notice="not-saved"]')).toBeVisible();
  // A link pasted in the address bar (the same page): the program is set aside in memory only.
  await page.goto(`./#v1/${compressToEncodedURIComponent(JSON.stringify({ code: 'print("from a link")\n' }))}`);
  await expect.poll(() => getCode(page)).toBe('print("from a link")\n');
  const restore = page.locator('[data-notice="restore"]');
  await expect(restore).toContainText('is kept only until this page is left or reloaded: this browser would not store it.');
  await expect(restore).not.toContainText('is kept.');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('set-aside-download-py').click()]);
  expect(await readFile(await download.path(), 'utf8')).toBe(mine);
  await expect(restore).toBeVisible(); // downloading leaves the offer
  // The link's program edited, then an example over it: both programs wait, newest first.
  await typeAtEnd(page, '# edited link');
  await page.getByTestId('examples').selectOption('side-effects');
  await expect(restore).toContainText('replaced your code, which is kept only until this page is left or reloaded');
  await page.getByTestId('restore-saved').click();
  expect(await getCode(page)).toBe('print("from a link")\n# edited link');
  await expect(restore).toContainText('Your code from');
  await page.getByTestId('restore-saved').click();
  expect(await getCode(page)).toBe(mine);
  // And the edited link program, replaced by the restore, waits in turn.
  await page.getByTestId('restore-saved').click();
  expect(await getCode(page)).toBe('print("from a link")\n# edited link');
  await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('filler-')).forEach((k) => localStorage.removeItem(k)));
});

test('two programs set aside: restoring the newer offers the older at once', async ({ page, problems }) => {
  await openPage(page);
  await writeAndSave(page, 'print("work A")\n');
  await page.goto(`./#v1/${compressToEncodedURIComponent(JSON.stringify({ code: 'print("from a link")\n' }))}`);
  await expect.poll(() => getCode(page)).toBe('print("from a link")\n');
  await typeAtEnd(page, '# work B');
  await page.getByTestId('examples').selectOption('side-effects');
  await expect(page.locator('[data-notice="restore"]')).toContainText('replaced your code, which is kept.');
  await page.getByTestId('restore-saved').click();
  expect(await getCode(page)).toBe('print("from a link")\n# work B');
  await page.getByTestId('restore-saved').click();
  expect(await getCode(page)).toBe('print("work A")\n');
});

test('tabs editing in turn: a reload reopens each tab\'s own program', async ({ page, context, problems }) => {
  await openPage(page);
  const other = await context.newPage();
  await openPage(other);
  await writeAndSave(page, 'print("A-1")\n');
  await writeAndSave(other, 'print("B-1")\n');
  await writeAndSave(page, 'print("A-2")\n');
  await writeAndSave(other, 'print("B-2")\n'); // the last save is tab B's
  await page.reload();
  await expect(page.getByTestId('status')).toHaveText('done');
  expect(await getCode(page)).toBe('print("A-2")\n');
  // B's earlier program, set aside when A saved over it, is offered as another tab's.
  await expect(page.locator('[data-notice="restore"]')).toContainText('The program another tab had open');
  // A new tab opens the program saved last.
  const third = await context.newPage();
  await openPage(third);
  expect(await getCode(third)).toBe('print("B-2")\n');
  // Tab B closed: A's next save keeps B's last program aside rather than overwriting it.
  await other.close();
  await writeAndSave(page, 'print("A-3")\n');
  const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('tfplay:autosave:before-link') ?? '[]').map((e) => e.code));
  expect(kept).toContain('print("B-2")\n');
});

test('a program whose run took the page down is not run again on its own; a reload mid-run runs it as usual', async ({ page, problems }) => {
  await openPage(page);
  const program = 'import tensorflow as tf\n# sleep 3000\nprint("a big tensor")\n';
  await startSavedRun(page, program);
  // The tab crashes mid-run: no pagehide, the mark of the run stays.
  const mark = await page.evaluate(() => localStorage.getItem('tfplay:running'));
  expect(mark).toBeTruthy();
  await page.close(); // (a closed tab clears the mark: it is put back as a crash leaves it)
  const crashed = await openAfterCrash(page.context(), mark);
  await expect(crashed.getByTestId('status')).toHaveText('ready');
  await expect(crashed.getByTestId('notices')).toContainText('it was not run again on its own');
  expect(await getCode(crashed)).toBe(program);
  await crashed.waitForTimeout(800);
  await expect(crashed.getByTestId('status')).toHaveText('ready'); // nothing ran
  // Run runs it; a reload during that run (pagehide) runs it again as usual.
  await crashed.getByTestId('run').click();
  await expect(crashed.getByTestId('status')).toHaveText('running');
  await crashed.reload();
  await expect(crashed.getByTestId('status')).toHaveText('running');
  await expect(crashed.getByTestId('notices')).not.toContainText('not run again');
});

test('a program another open tab is running is run as usual, not taken for a crash', async ({ page, context, problems }) => {
  await openPage(page);
  const program = 'import tensorflow as tf\n# sleep 3000\nprint("two tabs")\n';
  await startSavedRun(page, program);
  // A second tab opens with the saved program while the first still runs it.
  const other = await context.newPage();
  await other.goto('./');
  expect(await getCode(other)).toBe(program);
  await expect(other.getByTestId('status')).toHaveText('running');
  await expect(other.getByTestId('notices')).not.toContainText('not run again');
  await other.close();
});

// The engine's glue and module, held back to keep the page loading.
const ENGINE_FILES = /\/engine\/tfplay_wasm\.(js|wasm)(\?.*)?$/;

test.describe('a run asked for while the engine still loads', () => {
  test('by Ctrl+Enter: it runs once the engine is ready, and no crash of a previous page is reported', async ({ page, context, problems }) => {
    const engine = await holdBack(context, ENGINE_FILES);
    await page.goto('./');
    await expect(page.getByTestId('status')).toHaveText('loading');
    const program = 'import tensorflow as tf\nprint("queued")\n';
    await typeProgram(page, program);
    await page.keyboard.press('ControlOrMeta+Enter');
    await expect(page.getByTestId('status')).toHaveText('loading');
    expect(await page.evaluate(() => localStorage.getItem('tfplay:running'))).toBeTruthy(); // this page's run
    engine.release();
    await expect(page.getByTestId('status')).toHaveText('done');
    await page.evaluate(() => window.tfplay.ready);
    await page.waitForTimeout(300);
    await expect(page.getByTestId('notices')).not.toContainText('not run again');
    expect(await page.evaluate(() => localStorage.getItem('tfplay:running'))).toBeNull();
  });

  test('by tfplay.setCode and tfplay.run: the same', async ({ page, context, problems }) => {
    const engine = await holdBack(context, ENGINE_FILES);
    await page.goto('./');
    await expect(page.getByTestId('status')).toHaveText('loading');
    const program = 'import tensorflow as tf\nprint("queued by the hooks")\n';
    const ran = page.evaluate((code) => {
      window.tfplay.setCode(code);
      return window.tfplay.run().then((result) => result.events.length);
    }, program);
    await expect.poll(() => engine.requested()).toBe(true);
    engine.release();
    expect(await ran).toBeGreaterThan(0);
    await page.evaluate(() => window.tfplay.ready);
    await expect(page.getByTestId('status')).toHaveText('done');
    await page.waitForTimeout(300);
    await expect(page.getByTestId('notices')).not.toContainText('not run again');
  });

  test('a previous page\'s crash on the program is still reported when the engine loads slowly', async ({ page, context, problems }) => {
    await openPage(page);
    const program = 'import tensorflow as tf\n# sleep 3000\nprint("a big tensor")\n';
    await startSavedRun(page, program);
    const mark = await page.evaluate(() => localStorage.getItem('tfplay:running'));
    await page.close();
    const engine = await holdBack(context, ENGINE_FILES);
    const crashed = await openAfterCrash(context, mark);
    await expect(crashed.getByTestId('status')).toHaveText('loading');
    expect(await getCode(crashed)).toBe(program);
    engine.release();
    await expect(crashed.getByTestId('notices')).toContainText('it was not run again on its own');
    await expect(crashed.getByTestId('status')).toHaveText('ready');
  });
});
