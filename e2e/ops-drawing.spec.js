// The Ops tab's drawn graph and the "call N" tags, with the real wasm engine: programs typed as a
// reader types them; the drawing's nodes and edges against the run's op list; a click on an op
// selects its line; folding an If/While group; pan, zoom and Fit; the Drawing | Table choice
// kept across a reload; a tag opening the Timeline at its call. Screenshots of the drawing go to
// build/screens/ for a person to look at.
import { expect, openPage, openTab, runCount, test, typeProgram } from './support/fixtures.js';

const CONTROL_FLOW = `import tensorflow as tf

v = tf.Variable(1.0)

@tf.function
def step(x, n):
    a = v.assign_add(x)
    with tf.control_dependencies([a]):
        y = tf.identity(x) * 2.0
    if n > 2:
        y = y + 1.0
    else:
        y = y - 1.0
    i = tf.constant(0)
    while i < n:
        i += 1
    return y, i

step(tf.constant(2.0), tf.constant(3))
`;

const shot = (page, name) => page.screenshot({ path: `build/screens/${name}.png` });

/** Types `program`, waits for its run, and returns the run's ops of concrete function 0 of `fn`. */
async function typeAndRun(page, program, fn) {
  const before = await runCount(page);
  await typeProgram(page, program);
  await expect.poll(() => runCount(page)).toBeGreaterThan(before);
  await expect(page.getByTestId('status')).toHaveText('done');
  return opsOf(page, fn);
}

/** The ops the engine reported for concrete function 0 of `fn` (the same program, run again). */
async function opsOf(page, fn) {
  const result = await page.evaluate(() => window.tfplay.run());
  return result.functions.find((f) => f.name === fn).concretes[0].ops;
}

/**
 * What the drawing must show for `ops`: one node per op, one edge per input that names an op of
 * the same function (a data input, "name" or "name:k", or a control input, "^name").
 */
function expectedGraph(ops) {
  let edges = 0;
  let control = 0;
  for (const op of ops) {
    const mates = new Set(ops.filter((o) => o.function === op.function).map((o) => o.name));
    for (const input of op.inputs) {
      const name = input.replace(/^\^/, '').replace(/:\d+$/, '');
      if (!mates.has(name)) continue;
      edges += 1;
      if (input.startsWith('^')) control += 1;
    }
  }
  return { nodes: ops.length, edges, control };
}

async function openDrawing(page) {
  await openTab(page, 'Ops');
  await expect(page.locator('.og-view')).toHaveAttribute('data-state', 'drawn');
}

test('the Ops tab draws the default example: a node per op, an edge per input, clicks select lines', async ({ page, problems }) => {
  await openPage(page);
  await expect(page.getByRole('tab', { name: /^Ops\b/ })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Graph( \d+)?$/ })).toHaveCount(0);
  const ops = await opsOf(page, 'double');
  await openDrawing(page);
  const drawing = page.getByTestId('ops-drawing');
  const want = expectedGraph(ops);
  await expect(drawing.locator('.og-node')).toHaveCount(want.nodes);
  await expect(drawing.locator('.og-edge')).toHaveCount(want.edges);
  expect(await drawing.locator('.og-node').evaluateAll((gs) => gs.map((g) => g.dataset.op))).toEqual(ops.map((o) => o.name));
  await expect(page.getByTestId('ops-drawing-note')).toHaveText(`${want.nodes} ops, ${want.edges} edges.`);
  // An edge says what flows: x * 2 takes an int32 tensor of shape (2,).
  const mul = ops.findIndex((o) => o.name === 'mul');
  const x = ops.findIndex((o) => o.name === 'x');
  await expect(drawing.locator(`.og-edge[data-from="${x}"][data-to="${mul}"] .og-edge-label`)).toHaveText('int32 (2,)');

  // Clicking an op selects the line that created it, as the table's line buttons do.
  await drawing.locator('.og-node[data-op="mul"]').click();
  await expect.poll(() => page.evaluate(() => window.tfplay.cursor().line)).toBe(7);
  await drawing.locator('.og-node[data-op="PrintV2"]').click();
  await expect.poll(() => page.evaluate(() => window.tfplay.cursor().line)).toBe(6);
  // ... and the cursor's line outlines its ops.
  await expect(drawing.locator('.og-node.is-current')).toHaveCount(ops.filter((o) => o.line === 6).length);
  // Hovering an op highlights its line.
  await drawing.locator('.og-node[data-op="mul"]').hover();
  await expect.poll(() => page.evaluate(() => window.tfplay.highlighted())).toEqual([7]);
  // Colours follow the source lines, as in the table and the editor.
  const colourOf = (name) => drawing.locator(`.og-node[data-op="${name}"]`).evaluate((g) => [...g.classList].find((c) => c.startsWith('src-c')));
  expect(await colourOf('mul')).toBe(await colourOf('mul/y'));
  expect(await colourOf('mul')).not.toBe(await colourOf('PrintV2'));
});

test('control flow: If/While groups fold, control inputs are dashed, counts match the op list', async ({ page, problems }) => {
  await openPage(page);
  const ops = await typeAndRun(page, CONTROL_FLOW, 'step');
  await openDrawing(page);
  const drawing = page.getByTestId('ops-drawing');
  const want = expectedGraph(ops);
  expect(want.control).toBeGreaterThan(0);
  await expect(drawing.locator('.og-node')).toHaveCount(want.nodes);
  await expect(drawing.locator('.og-edge')).toHaveCount(want.edges);
  await expect(drawing.locator('.og-edge.is-control')).toHaveCount(want.control);
  // One group per If/While op, each holding a frame per branch or loop function.
  const owners = ops.filter((o) => /^(Stateless)?(If|While)$/.test(o.type));
  await expect(drawing.locator('.og-group.is-open')).toHaveCount(owners.length);
  const functions = new Set(ops.map((o) => o.function).filter(Boolean));
  await expect(drawing.locator('.og-frame')).toHaveCount(functions.size);
  for (const name of functions) await expect(drawing.locator('.og-frame', { hasText: name })).toHaveCount(1);
  for (const width of [375, 1280, 1920]) {
    await page.setViewportSize({ width, height: width < 500 ? 740 : 1000 });
    await page.getByTestId('ops-fit').click();
    await drawing.scrollIntoViewIfNeeded();
    await shot(page, `ops-drawing-control-flow-${width}`);
  }
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.getByTestId('ops-fit').click(); // the whole drawing in view again

  // Folding the If group hides its branches' ops and edges; unfolding brings them back.
  const cond = ops.find((o) => /If$/.test(o.type));
  const inside = ops.filter((o) => /^cond_(true|false)_\d+$/.test(o.function ?? '')).length;
  await drawing.locator(`.og-group[data-op="${cond.name}"] .og-fold`).click();
  await expect(drawing.locator('.og-node')).toHaveCount(want.nodes - inside);
  await expect(drawing.locator(`.og-group[data-op="${cond.name}"]`)).toHaveClass(/is-folded/);
  await expect(page.getByTestId('ops-drawing-note')).toContainText(`${inside} ops are inside folded If/While groups`);
  await drawing.locator(`.og-group[data-op="${cond.name}"] .og-fold`).click();
  await expect(drawing.locator('.og-node')).toHaveCount(want.nodes);
  await expect(drawing.locator('.og-edge')).toHaveCount(want.edges);

  // A branch's op links to its line inside the if.
  const sub = ops.find((o) => o.function && o.type === 'Sub');
  await drawing.locator(`.og-node[data-op="${sub.name}"]`).click();
  await expect.poll(() => page.evaluate(() => window.tfplay.cursor().line)).toBe(sub.line);
});

// Before, a graph of some 35 ops (control flow) opened at a fixed scale around its first op, cut
// off at the left until Fit was pressed.
test('the drawing opens fitted to its box, as Fit shows it', async ({ page, problems }) => {
  await openPage(page);
  await page.evaluate((code) => window.tfplay.setCode(code), `import tensorflow as tf

@tf.function
def f(x, training=False):
    if x > 0:
        y = x * 2
    else:
        y = -x
    i = tf.constant(0)
    while i < 3:
        i += 1
    if training:
        tf.print("training")
    return y + tf.cast(i, x.dtype)

f(tf.constant(1.0))
f(tf.constant(-1.0), training=True)
`);
  await expect.poll(() => runCount(page)).toBeGreaterThan(1);
  await expect(page.getByTestId('status')).toHaveText('done');
  await openTab(page, 'Cache');
  await openDrawing(page);
  const drawing = page.getByTestId('ops-drawing');
  const box = await drawing.boundingBox();
  const outside = await drawing.locator('.og-node').evaluateAll(
    (gs, b) =>
      gs
        .map((g) => [g.dataset.op, g.getBoundingClientRect()])
        .filter(([, r]) => r.left < b.x - 1 || r.top < b.y - 1 || r.right > b.x + b.width + 1 || r.bottom > b.y + b.height + 1)
        .map(([op]) => op),
    box,
  );
  expect(outside).toEqual([]);
  const viewport = drawing.locator('.og-viewport');
  const first = await viewport.getAttribute('transform');
  await page.getByTestId('ops-fit').click();
  await expect(viewport).toHaveAttribute('transform', first);
});

test('the drawing pans, zooms and fits, and a drag is not a click', async ({ page, problems }) => {
  await openPage(page);
  await openDrawing(page);
  const drawing = page.getByTestId('ops-drawing');
  const viewport = drawing.locator('.og-viewport');
  await page.getByTestId('ops-fit').click();
  const fitted = await viewport.getAttribute('transform');
  const scale = async () => Number(await drawing.getAttribute('data-scale'));
  const before = await scale();
  const box = await drawing.boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.wheel(0, -300);
  await expect.poll(scale).toBeGreaterThan(before);
  await page.getByRole('button', { name: 'Zoom out' }).click();
  // Dragging from an op pans the drawing and leaves the editor's cursor where it was.
  await page.evaluate(() => window.tfplay.selectPane('ops'));
  const cursor = await page.evaluate(() => window.tfplay.cursor().line);
  const node = await drawing.locator('.og-node[data-op="mul"]').boundingBox();
  const moved = await viewport.getAttribute('transform');
  await page.mouse.move(node.x + 5, node.y + 5);
  await page.mouse.down();
  await page.mouse.move(node.x + 60, node.y + 40, { steps: 5 });
  await page.mouse.up();
  await expect(viewport).not.toHaveAttribute('transform', moved);
  expect(await page.evaluate(() => window.tfplay.cursor().line)).toBe(cursor);
  await page.getByTestId('ops-fit').click();
  await expect(viewport).toHaveAttribute('transform', fitted);
});

test('a graph of 1600 ops: the page stays responsive while it is laid out, and the drawing says what it leaves out', async ({ page, problems }) => {
  await openPage(page);
  const ops = await typeAndRun(page, `import tensorflow as tf

@tf.function
def unrolled(x):
    total = x
    for i in range(400):
        total = total * 2 + i
    return total

unrolled(tf.constant(1))
`, 'unrolled');
  expect(ops.length).toBe(1000); // the engine lists the first 1000 ops
  await openTab(page, 'Ops');
  // dagre works in a worker: the page answers at once meanwhile.
  const started = Date.now();
  await page.evaluate(() => 1);
  expect(Date.now() - started).toBeLessThan(200);
  await expect(page.locator('.og-view')).toHaveAttribute('data-state', 'drawn');
  await expect(page.getByTestId('ops-drawing').locator('.og-node')).toHaveCount(500);
  await expect(page.getByTestId('ops-drawing-note')).toHaveText(
    /^500 ops, 49\d edges\. Only the first 500 ops are drawn; the Table lists all 1000\. The engine lists the first 1000 of its 1602 ops\.$/,
  );
  await shot(page, 'ops-drawing-large-1400');
});

test('Drawing | Table: the table is the second view, and the choice is kept', async ({ page, problems }) => {
  await openPage(page);
  await openDrawing(page);
  const table = page.getByTestId('ops-table');
  await expect(table).toBeHidden();
  await expect(page.getByRole('button', { name: 'Drawing', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Table', exact: true }).click();
  await expect(table).toBeVisible();
  await expect(page.getByTestId('ops-drawing')).toBeHidden();
  await expect(table.locator('tbody tr')).toHaveCount(await page.getByTestId('ops-drawing').locator('.og-node').count());
  await page.reload();
  await expect(page.getByTestId('status')).toHaveText('done');
  await openTab(page, 'Ops');
  await expect(page.getByRole('button', { name: 'Table', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('ops-table')).toBeVisible();
  await page.getByRole('button', { name: 'Drawing', exact: true }).click();
  await expect(page.locator('.og-view')).toHaveAttribute('data-state', 'drawn');
  await expect(page.getByTestId('ops-table')).toBeHidden();
});

test('screenshots of the default example drawn at 375, 1280 and 1920 px', async ({ page, problems }) => {
  for (const width of [375, 1280, 1920]) {
    await page.setViewportSize({ width, height: width < 500 ? 740 : 1000 });
    await openPage(page);
    await openDrawing(page);
    await page.getByTestId('ops-drawing').scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await shot(page, `ops-drawing-default-${width}`);
  }
  await page.emulateMedia({ colorScheme: 'dark' });
  await shot(page, 'ops-drawing-default-1920-dark');
});

test('"call N" tags on Trace-time and Graph-time lines open the Timeline at that call', async ({ page, problems }) => {
  await openPage(page);
  await openTab(page, 'Trace-time');
  const trace = page.getByTestId('pane-trace');
  // The default example traces at calls 1 and 3 of double; the line's text is only what was printed.
  await expect(trace.getByTestId('call-tag')).toHaveCount(2);
  expect(await trace.getByTestId('call-tag').evaluateAll((tags) => tags.map((t) => t.dataset.label))).toEqual(['call 1', 'call 3']);
  await expect(trace.locator('.line').nth(1)).toHaveText('Tracing with Tensor("x:0", shape=(3,), dtype=int32)');
  await shot(page, 'call-tags-trace-time');
  const cursor = await page.evaluate(() => window.tfplay.cursor().line);
  await trace.getByRole('button', { name: /double call 3/ }).click();
  await expect(page.getByRole('tab', { name: /^Timeline/ })).toHaveAttribute('aria-selected', 'true');
  const target = page.getByTestId('timeline').locator('.tl-event.is-target');
  await expect(target).toHaveCount(1);
  await expect(target.locator('.tl-text')).toHaveText('double call 3: traced #1');
  await expect(target).toBeInViewport();
  await expect(target).toBeFocused();
  expect(await page.evaluate(() => window.tfplay.cursor().line)).toBe(cursor);

  // Graph-time: each run of the graph printed at its own call, reuses included.
  await openTab(page, 'Graph-time');
  const graph = page.getByTestId('pane-graph');
  expect(await graph.getByTestId('call-tag').evaluateAll((tags) => tags.map((t) => t.dataset.label))).toEqual(['call 1', 'call 2', 'call 3']);
  await graph.getByTestId('call-tag').nth(1).click();
  await expect(page.getByTestId('timeline').locator('.tl-event.is-target .tl-text')).toHaveText('double call 2: reused #0');
  await shot(page, 'call-tag-timeline-target');

  // With calls of two functions, a tag names its function.
  await typeAndRun(page, `import tensorflow as tf

@tf.function
def f(x):
    print("tracing f")
    return x + 1

@tf.function
def g(x):
    tf.print("running g")
    return x * 2

f(tf.constant(1))
g(tf.constant(1))
g(tf.constant(2))
`, 'g');
  await openTab(page, 'Graph-time');
  expect(await graph.getByTestId('call-tag').evaluateAll((tags) => tags.map((t) => t.dataset.label))).toEqual(['g call 1', 'g call 2']);
  await openTab(page, 'Trace-time');
  expect(await trace.getByTestId('call-tag').evaluateAll((tags) => tags.map((t) => t.dataset.label))).toEqual(['f call 1']);
});
