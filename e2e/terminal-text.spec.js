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

// Lines redrawn in place a few rows up (CSI n A), as a hand-written two-line status or tqdm's
// nested bars do: each line shows its last state once, not every state on a line of its own.
const STATUS = String.raw`print("loss 1.0")
print("acc 0.1")
for step in range(2, 5):
    print(f"\x1b[2Aloss {1 / step:.2f}")
    print(f"acc {step / 10:.1f}")
print("done")
`;

test('cursor moves up: lines printed before are redrawn where they are', { tag: '@real-engine' }, async ({ page, problems }) => {
  await openPage(page);
  await page.evaluate((code) => window.tfplay.setCode(code), STATUS);
  await page.evaluate(() => window.tfplay.run());
  await openTab(page, 'Output');
  const output = page.getByTestId('pane-output');
  expect(await output.evaluate((el) => el.innerText)).toBe('loss 0.25\nacc 0.4\ndone');
  // The redrawn lines belong to the program's lines that printed them.
  await output.locator('.line').first().click();
  await expect.poll(() => page.evaluate(() => window.tfplay.cursor().line)).toBe(1);
});
