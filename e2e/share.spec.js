// Share links, old and damaged links, and autosave (stubbed engine).
import LZString from 'lz-string';
import { DOUBLE } from './support/results.js';

const { compressToEncodedURIComponent } = LZString;
import { expect, openPage, openTab, stubEngine, test, typeProgram } from './support/fixtures.js';

test.beforeEach(async ({ context }) => {
  await stubEngine(context, { default: DOUBLE });
});

const getCode = (page) => page.evaluate(() => window.tfplay.getCode());

test('a share link round-trips the code and the selected pane', async ({ page, context, problems }) => {
  await openPage(page);
  const program = 'import tensorflow as tf\nprint("shared", 1 + 2)\n';
  await typeProgram(page, program);
  await openTab(page, 'Cache');
  await page.getByTestId('share').click();
  await expect(page).toHaveURL(/#v1\/[A-Za-z0-9+\-$]+$/);
  const url = page.url();

  const other = await context.newPage();
  await other.goto(url);
  await expect(other.getByTestId('status')).toHaveText('done');
  expect(await getCode(other)).toBe(program);
  await expect(other.getByRole('tab', { name: /^Cache/ })).toHaveAttribute('aria-selected', 'true');
  await other.close();
});

test('Ctrl+S in the editor copies the share link instead of saving the page', async ({ page, context, problems }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openPage(page);
  const program = 'import tensorflow as tf\nprint("saved with Ctrl+S")\n';
  await typeProgram(page, program);
  // Monaco has focus; the browser would otherwise offer to save the page's HTML.
  await page.evaluate(() =>
    document.addEventListener('keydown', (e) => {
      if (e.key.toLowerCase() === 's') window.savePrevented = e.defaultPrevented;
    }),
  );
  await page.keyboard.press('ControlOrMeta+S');
  expect(await page.evaluate(() => window.savePrevented)).toBe(true);
  await expect(page.getByTestId('share-flash')).toHaveText('Link copied');
  await expect(page.getByTestId('share')).toHaveText('Share'); // the label, and so the top bar, stay put
  await expect(page).toHaveURL(/#v1\/[A-Za-z0-9+\-$]+$/);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

  const other = await context.newPage();
  await other.goto(page.url());
  await expect(other.getByTestId('status')).toHaveText('done');
  expect(await getCode(other)).toBe(program);
  await other.close();
});

test('Share confirms under the button without moving the top bar', async ({ page, context, problems }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 1024, height: 700 });
  await openPage(page);
  const boxes = () =>
    page.evaluate(() =>
      ['examples', 'run', 'share', 'theme'].map((id) => {
        const r = document.querySelector(`[data-testid="${id}"]`).getBoundingClientRect();
        return [Math.round(r.left), Math.round(r.width)];
      }),
    );
  const before = await boxes();
  await page.getByTestId('share').click();
  const flash = page.getByTestId('share-flash');
  await expect(flash).toHaveText('Link copied');
  expect(await boxes()).toEqual(before);
  // The bubble sits under Share, inside the window.
  const share = await page.getByTestId('share').boundingBox();
  const bubble = await flash.boundingBox();
  expect(bubble.y).toBeGreaterThan(share.y + share.height);
  expect(bubble.x + bubble.width).toBeLessThanOrEqual(1024);
  await expect(flash).toBeHidden({ timeout: 3000 });
  // On a phone Share sits at the left of a wrapped top bar: the bubble stays whole.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId('share').click();
  await expect(flash).toBeVisible(); // (boundingBox() does not wait: null before the bubble shows)
  const phone = await flash.boundingBox();
  expect(phone.x).toBeGreaterThanOrEqual(0);
  expect(phone.x + phone.width).toBeLessThanOrEqual(390);
});

test('links in the first format (#v1/code/...) still open', async ({ page, problems }) => {
  const program = 'import tensorflow as tf\nprint("old link")\n';
  await openPage(page, `./#v1/code/${compressToEncodedURIComponent(program)}`);
  expect(await getCode(page)).toBe(program);
  await expect(page.getByTestId('notices')).toBeEmpty();
});

for (const [what, hash, message] of [
  ['a cut-short link', `#v1/${compressToEncodedURIComponent(JSON.stringify({ code: 'print(1)\n' })).slice(0, 9)}`, 'This link is damaged'],
  ['a link with junk', '#v1/%%%not-lz%%%', 'This link is damaged'],
  ['a link whose state is not an object', `#v1/${compressToEncodedURIComponent('[1,2,3]')}`, 'This link is damaged'],
  ['a link from a newer tfplay', '#v7/abc', 'newer version of tfplay'],
]) {
  test(`${what} shows a clear message and the default example`, async ({ page, problems }) => {
    await openPage(page, `./${hash}`);
    await expect(page.getByTestId('notices')).toContainText(message);
    await expect(page.getByTestId('notices')).toContainText('The default example is shown instead.');
    expect(await getCode(page)).toContain('def double(x):');
    await expect(page.getByTestId('pane-graph').locator('.line')).toHaveCount(3);
  });
}

test('autosave keeps the code across a reload', async ({ page, problems }) => {
  await openPage(page);
  const program = 'import tensorflow as tf\nprint("keep me")\n';
  await typeProgram(page, program);
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('tfplay:autosave') ?? '{}').code)).toBe(program);
  await page.reload();
  await expect(page.getByTestId('status')).toHaveText('done');
  expect(await getCode(page)).toBe(program);
});

test('a link wins over saved code, which can be restored', async ({ page, context, problems }) => {
  await openPage(page);
  const mine = 'import tensorflow as tf\nprint("my own work")\n';
  await typeProgram(page, mine);
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('tfplay:autosave') ?? '{}').code)).toBe(mine);

  const linked = 'import tensorflow as tf\nprint("from a link")\n';
  const other = await context.newPage();
  await other.goto(`./#v1/${compressToEncodedURIComponent(JSON.stringify({ code: linked }))}`);
  await expect(other.getByTestId('status')).toHaveText('done');
  expect(await getCode(other)).toBe(linked);
  await expect(other.getByTestId('notices')).toContainText('You opened a shared link. Your own code from');
  // Editing the link's code does not lose the saved work...
  await other.getByTestId('editor').click();
  await other.keyboard.press('ControlOrMeta+End');
  await other.keyboard.type('\n# edited');
  await expect.poll(() => other.evaluate(() => JSON.parse(localStorage.getItem('tfplay:autosave') ?? '{}').code)).toContain('# edited');
  // ...which the notice restores.
  await other.getByTestId('restore-saved').click();
  expect(await getCode(other)).toBe(mine);
  await expect.poll(() => other.evaluate(() => JSON.parse(localStorage.getItem('tfplay:autosave') ?? '{}').code)).toBe(mine);
  // The edited link code no longer is the link: the address dropped its fragment.
  expect(new URL(other.url()).hash).toBe('');
  await other.close();

  // Set-aside work stays on offer on later visits, until restored or forgotten.
  const third = await context.newPage();
  await third.goto(`./#v1/${compressToEncodedURIComponent(JSON.stringify({ code: linked }))}`);
  await expect(third.getByTestId('status')).toHaveText('done');
  await third.goto('./');
  await expect(third.getByTestId('status')).toHaveText('done');
  expect(await getCode(third)).toBe(mine);
  await third.close();
});
