// Shared Playwright fixtures: a `problems` fixture that fails a test on any page error or
// console error (in the page or its workers), a stand-in engine, and typing helpers.
import { test as base, expect } from '@playwright/test';

export { expect };

export const test = base.extend({
  problems: async ({ page }, use) => {
    const problems = [];
    page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
    page.on('console', (msg) => {
      if (msg.type() === 'error') problems.push(`console error: ${msg.text()} (${msg.location().url})`);
    });
    await use(problems);
    expect(problems, 'errors in the page').toEqual([]);
  },
});

export const ev = (seq, kind, clock, text, stream, line, fn = null, concrete = null) => ({
  seq, kind, clock, text, stream, line, function: fn, concrete,
});

/**
 * Replaces the wasm engine by a stub (an ES module standing in for tfplay_wasm.js) that answers
 * every run with one of `results` (an object of run results): the one named by a
 * "# result: NAME" line in the program, else `results.default`.
 * Programs can also say "# sleep N" (the run takes N ms) or "# hang" (the run streams its
 * events, then never returns), "# echo" (the run adds options= and source= lines) and
 * "# lines N" (the run also prints 0 ... N-1 from line 2), "# block N" (one print of the lines
 * 0 ... N-1, from line 2) and "# long N" (a line of N characters printed at each clock).
 * "# drip N MS": after the rest, the run draws a progress line N times, one every MS ms, as
 * Keras's progress bar does ("\r3/N ..." redrawing one line, a newline after the last), each
 * write streamed as it happens.
 * "# epochs N MS": after that, N epochs of a Keras fit's output, one every MS ms, streamed as
 * they come: "Epoch i/N" and a finished progress line ("2/2 ━━━ 0s 2ms/step - loss: ...").
 * `warmMs`: each warm-up program (the worker's runJson) takes that long.
 */
export async function stubEngine(context, results, { warmMs = 0 } = {}) {
  const body = `
const RESULTS = ${JSON.stringify(results)};
const WARM_MS = ${Number(warmMs)};
function run(source, options, onEvent) {
  const key = /# result: ([\\w-]+)/.exec(source)?.[1] ?? 'default';
  const result = JSON.parse(JSON.stringify(RESULTS[key] ?? RESULTS.default));
  if (/# echo/.test(source)) {
    result.events.push({ seq: 99, kind: 'print', clock: 'python', stream: 'stdout', line: 0,
      function: null, concrete: null, text: 'options=' + options + '\\n' });
    result.events.push({ seq: 100, kind: 'print', clock: 'python', stream: 'stdout', line: 0,
      function: null, concrete: null, text: 'source=' + source.split('\\n')[0] + '\\n' });
  }
  const lines = Number(/# lines (\\d+)/.exec(source)?.[1] ?? 0);
  for (let i = 0; i < lines; i++) {
    result.events.push({ seq: result.events.length, kind: 'print', clock: 'python', stream: 'stdout', line: 2,
      function: null, concrete: null, text: i + '\\n' });
  }
  // "# block N": one print of N lines, 0 ... N-1 (print("\\n".join(...))), from line 2.
  const block = Number(/# block (\\d+)/.exec(source)?.[1] ?? 0);
  if (block) {
    result.events.push({ seq: result.events.length, kind: 'print', clock: 'python', stream: 'stdout', line: 2,
      function: null, concrete: null, text: Array.from({ length: block }, (_, i) => i).join('\\n') + '\\n' });
  }
  // "# long N": one line of N characters printed at each clock (Output, Trace-time, Graph-time).
  const long = Number(/# long (\\d+)/.exec(source)?.[1] ?? 0);
  if (long) {
    const line = 'x'.repeat(long) + '\\n';
    for (const [kind, clock] of [['print', 'python'], ['print', 'trace'], ['tfprint', 'graph']]) {
      result.events.push({ seq: result.events.length, kind, clock, stream: 'stdout', line: 2,
        function: clock === 'python' ? null : 'f', concrete: clock === 'python' ? null : 0, text: line });
    }
  }
  // Like the engine: the first 1000 events one by one, then JSON arrays of up to 500, in which
  // consecutive print/tfprint events alike but for seq and text are one record with "count"
  // and "ends" (wasm/bindings.cpp).
  if (onEvent) {
    const SHARED = ['kind', 'clock', 'stream', 'line', 'function', 'concrete', 'function_index'];
    const records = (events) => {
      const out = [];
      for (const e of events) {
        const last = out[out.length - 1];
        if (last && (e.kind === 'print' || e.kind === 'tfprint') && SHARED.every((f) => last[f] === e[f])) {
          if (!last.count) { last.count = 1; last.ends = [last.text.length]; }
          last.text += e.text;
          last.ends.push(last.text.length);
          last.count += 1;
        } else {
          out.push({ ...e });
        }
      }
      return out;
    };
    for (let i = 0; i < result.events.length; ) {
      const n = i < 1000 ? 1 : 500;
      onEvent(JSON.stringify(records(result.events.slice(i, i + n))));
      i += n;
    }
  }
  // busy(ms): a run that takes ms, busy as a program is; a print it writes meanwhile streams at once.
  const busy = (ms) => {
    const until = Date.now() + ms;
    while (Date.now() < until) {}
  };
  const streamPrint = (text) => {
    const e = { seq: result.events.length, kind: 'print', clock: 'python', stream: 'stdout', line: 2,
      function: null, concrete: null, text };
    result.events.push(e);
    onEvent?.(JSON.stringify(e));
  };
  const drip = /# drip (\\d+) (\\d+)/.exec(source);
  if (drip) {
    const [n, ms] = [Number(drip[1]), Number(drip[2])];
    for (let i = 1; i <= n; i++) {
      busy(ms);
      streamPrint((i > 1 ? '\\r' : '') + i + '/' + n + ' ' + '='.repeat(i) + (i === n ? '\\n' : ''));
    }
  }
  const epochs = /# epochs (\\d+) (\\d+)/.exec(source);
  if (epochs) {
    const [n, ms] = [Number(epochs[1]), Number(epochs[2])];
    for (let i = 1; i <= n; i++) {
      busy(ms);
      streamPrint('Epoch ' + i + '/' + n + '\\n');
      streamPrint('\\x1b[1m2/2\\x1b[0m \\x1b[32m' + '\\u2501'.repeat(20) + '\\x1b[0m\\x1b[37m\\x1b[0m \\x1b[1m0s\\x1b[0m 2ms/step - loss: ' + (1 / i).toFixed(4) + '\\n');
    }
  }
  if (/# hang/.test(source)) { for (;;) {} }
  busy(Number(/# sleep (\\d+)/.exec(source)?.[1] ?? 0));
  return JSON.stringify(result);
}
export default async function createTfplayEngine() {
  return {
    // The worker runs warm-up programs through runJson, the learner's through runJsonStreaming.
    runJson: (source, options) => {
      const until = Date.now() + WARM_MS;
      while (Date.now() < until) {}
      return run(source, options, null);
    },
    runJsonStreaming: (source, options, onEvent) => run(source, options, onEvent),
  };
}`;
  await context.route(/\/engine\/tfplay_wasm\.js(\?.*)?$/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body }),
  );
  // The worker compiles the modules while the glue loads; the stub needs none, so empty ones.
  await context.route(/\/engine\/tfplay_wasm(\.deferred)?\.wasm(\?.*)?$/, (route) =>
    route.fulfill({ status: 200, contentType: 'application/wasm', body: Buffer.from([0, 97, 115, 109, 1, 0, 0, 0]) }),
  );
}

// Monaco auto-indents, auto-closes brackets and quotes and pops up suggestions while one
// types; switched off, keystrokes land verbatim.
export const VERBATIM_TYPING = {
  autoIndent: 'none',
  autoClosingBrackets: 'never',
  autoClosingQuotes: 'never',
  autoClosingComments: 'never',
  autoClosingOvertype: 'never',
  autoSurround: 'never',
  formatOnType: false,
  quickSuggestions: false,
  suggestOnTriggerCharacters: false,
  acceptSuggestionOnEnter: 'off',
  wordBasedSuggestions: 'off',
  parameterHints: { enabled: false },
};

/**
 * Holds back the responses to requests for URLs matching `pattern` until `release()`; register
 * it after stubEngine so that it runs first. `requested()` says whether one was asked for.
 */
export async function holdBack(context, pattern) {
  let release;
  const held = new Promise((resolve) => (release = resolve));
  let requested = false;
  await context.route(pattern, async (route) => {
    requested = true;
    await held;
    await route.fallback();
  });
  return { release: () => release(), requested: () => requested };
}

/** What the status pill says once a run has ended: how it ended (main.js setState). */
export const ENDED = /^(done|error|stopped)$/;

/** Opens the page and waits for the first run to be shown and the editor to be in place. */
export async function openPage(page, path = './') {
  await page.goto(path);
  await expect(page.getByTestId('status')).toHaveText(ENDED);
  await page.evaluate(() => window.tfplay.editorReady);
}

/** Replaces the program by typing it with the keyboard, as a person would. */
export async function typeProgram(page, program) {
  await page.evaluate((options) => window.tfplay.configureEditor(options), VERBATIM_TYPING);
  await page.getByTestId('editor').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.type(program);
  expect(await page.evaluate(() => window.tfplay.getCode())).toBe(program);
}

export const runCount = async (page) => Number(await page.getByTestId('status').getAttribute('data-run'));

/** Selects a results tab by clicking it. */
export async function openTab(page, name) {
  await page.getByRole('tab', { name: new RegExp(`^${name}(, .+| \\S+)?$`) }).click(); // "Output", "Output, 2 lines", "Output, error"
}
