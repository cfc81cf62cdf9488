// A line redrawn with cursor moves shows in Output as a terminal shows it (real engine): a
// hand-written progress line or spinner moves the cursor back (CSI n D), forward (CSI n C) or
// to a column (CSI n G) and writes over what is there.
import { expect, openPage, openTab, test } from './support/fixtures.js';

const PROGRAM = String.raw`print("xxxxx\x1b[3Dab")
print("50%\x1b[1G100")
print("ab\x1b[2Ccd")
for i in range(4):
    print("\x1b[99D" + "-\\|/"[i], end="")
print("\x1b[D done")
`;

test('cursor moves within a line: back, forward and to a column, as a terminal draws them', { tag: '@real-engine' }, async ({ page, problems }) => {
  await openPage(page);
  await page.evaluate((code) => window.tfplay.setCode(code), PROGRAM);
  await page.evaluate(() => window.tfplay.run());
  await openTab(page, 'Output');
  await expect(page.getByTestId('pane-output').locator('.line')).toHaveText(['xxabx', '100', 'ab  cd', ' done']);
});
