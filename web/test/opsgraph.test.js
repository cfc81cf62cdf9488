// Unit tests of the Ops tab's drawn graph: the model (ops -> nodes, edges, groups) and its
// layout (dagre), without a DOM: node --test web/test/
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { clip, initialCollapsed, groupOwners, nodeLines, opsGraph, parseInput, splitOutputs, visibleNodes } from '../src/opsgraph/model.js';
import { arrangeFrames, layoutOps } from '../src/opsgraph/layout.js';
import { edgePath } from '../src/opsgraph/draw.js';

const op = (name, type, inputs = [], extra = {}) => ({
  name, type, inputs, dtype: 'int32', shape: '()', line: 1, column: 0, captured: false, value: null, function: null, ...extra,
});

// The shape of what the engine lists for
//   v.assign_add(x); with tf.control_dependencies([a]): y = tf.identity(x)
//   while i < n: i = tf.cond(i > 1, lambda: i + 1, lambda: i + 2)
// (graph_ops.cpp: an If/While op's functions follow it, nested ones inside, then the
// enclosing function's ops go on).
const OPS = [
  op('x', 'Placeholder', [], { line: 6 }),
  op('resource', 'Placeholder', [], { dtype: 'resource', captured: true }),
  op('AssignAddVariableOp', 'AssignAddVariableOp', ['resource', 'x'], { dtype: null, shape: null, line: 7 }),
  op('Identity', 'Identity', ['x', '^AssignAddVariableOp'], { line: 9 }),
  op('while', 'StatelessWhile', ['x'], { dtype: 'int32, int32', shape: '(None, 2), ()', line: 13 }),
  op('while/Placeholder', 'Placeholder', [], { function: 'while_cond_1' }),
  op('while/Less', 'Less', ['while/Placeholder'], { function: 'while_cond_1', dtype: 'bool' }),
  op('while/Placeholder', 'Placeholder', [], { function: 'while_body_2' }),
  op('while/cond', 'StatelessIf', ['while/Placeholder'], { function: 'while_body_2', line: 12 }),
  op('while/cond/add', 'AddV2', [], { function: 'while_cond_true_3', line: 12 }),
  op('while/cond/Identity', 'Identity', ['while/cond/add'], { function: 'while_cond_true_3' }),
  op('while/cond/add', 'AddV2', [], { function: 'while_cond_false_4', line: 12 }),
  op('while/cond/Identity', 'Identity', ['while/cond/add'], { function: 'while_cond_false_4' }),
  op('while/cond/Identity', 'Identity', ['while/cond'], { function: 'while_body_2' }),
  op('while/Identity', 'Identity', ['while'], { line: 13 }),
  op('while/Identity_1', 'Identity', ['while:1'], { line: 13 }),
];

test('splitOutputs splits TF\'s joined output texts, never inside a shape', () => {
  assert.deepEqual(splitOutputs('int32, int32'), ['int32', 'int32']);
  assert.deepEqual(splitOutputs('(None, 2), ()'), ['(None, 2)', '()']);
  assert.deepEqual(splitOutputs('(2,)'), ['(2,)']);
  assert.deepEqual(splitOutputs(null), []);
});

test('parseInput reads NodeDef input names', () => {
  assert.deepEqual(parseInput('mul/y'), { op: 'mul/y', output: 0, control: false });
  assert.deepEqual(parseInput('split:1'), { op: 'split', output: 1, control: false });
  assert.deepEqual(parseInput('^AssignAddVariableOp'), { op: 'AssignAddVariableOp', output: 0, control: true });
});

test('opsGraph: a node per op, scopes with their If/While owners, nested ones inside', () => {
  const g = opsGraph(OPS);
  assert.equal(g.nodes.length, OPS.length);
  const scopes = Object.fromEntries([...g.scopes.values()].map((s) => [s.name ?? 'top', [s.owner, s.depth, s.nodes]]));
  assert.deepEqual(scopes, {
    top: [null, 0, [0, 1, 2, 3, 4, 14, 15]],
    while_cond_1: [4, 1, [5, 6]],
    while_body_2: [4, 1, [7, 8, 13]],
    while_cond_true_3: [8, 2, [9, 10]],
    while_cond_false_4: [8, 2, [11, 12]],
  });
  assert.deepEqual(g.nodes[4].functions, ['while_cond_1', 'while_body_2']);
  assert.deepEqual(g.nodes[8].functions, ['while_cond_true_3', 'while_cond_false_4']);
  assert.deepEqual(groupOwners(g), [4, 8]);
});

test('opsGraph: an edge per input naming an op of the same function, labelled by that output', () => {
  const g = opsGraph(OPS);
  const edges = g.edges.map((e) => `${e.from}->${e.to}${e.control ? ' ^' : ''} ${e.label}`);
  assert.deepEqual(edges, [
    '1->2 resource ()',
    '0->2 int32 ()',
    '0->3 int32 ()',
    '2->3 ^ ', // a control input: dashed, no tensor
    '0->4 int32 ()',
    '4->14 int32 (None, 2)',
    '4->15 int32 ()', // "while:1": the second output
    '5->6 int32 ()',
    '7->8 int32 ()',
    '8->13 int32 ()',
    '9->10 int32 ()', // each branch's cond/Identity reads its own branch's cond/add
    '11->12 int32 ()',
  ]);
  // An input naming an op that is not listed (past the engine's 1000) has no edge.
  assert.equal(opsGraph([op('a', 'Identity', ['missing'])]).edges.length, 0);
});

test('visibleNodes hides the ops of folded groups, nested ones too, and cuts at a limit', () => {
  const g = opsGraph(OPS);
  assert.deepEqual(visibleNodes(g, new Set()), { shown: new Set(OPS.keys()), hidden: 0, cut: 0 });
  const whileFolded = visibleNodes(g, new Set([4]));
  assert.deepEqual([...whileFolded.shown], [0, 1, 2, 3, 4, 14, 15]);
  assert.equal(whileFolded.hidden, 9);
  const condFolded = visibleNodes(g, new Set([8]));
  assert.equal(condFolded.hidden, 4);
  const cut = visibleNodes(g, new Set([4]), 5);
  assert.deepEqual([...cut.shown], [0, 1, 2, 3, 4]);
  assert.deepEqual([cut.hidden, cut.cut], [9, 2]);
  assert.deepEqual(initialCollapsed(g, 100), new Set());
  assert.deepEqual(initialCollapsed(g, 10), new Set([4, 8]));
});

test('labels keep the end of long names, and say what a Const holds', () => {
  assert.equal(clip('gradient_tape/sequential/dense/MatMul_1', 20), '…tial/dense/MatMul_1');
  assert.equal(clip('mul', 20), 'mul');
  assert.deepEqual(nodeLines(op('mul/y', 'Const', [], { value: '2' })), { name: 'mul/y', type: 'Const 2' });
  assert.deepEqual(nodeLines(op('p', 'Placeholder', [], { captured: true })), { name: 'p', type: 'Placeholder (captured)' });
});

const inside = (a, b) => a.x >= b.x - 0.5 && a.y >= b.y - 0.5 && a.x + a.w <= b.x + b.w + 0.5 && a.y + a.h <= b.y + b.h + 0.5;
const overlap = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

test('layoutOps places every op and edge; groups hold their functions\' frames and ops', () => {
  const l = layoutOps(OPS);
  assert.deepEqual(l.counts, { ops: 16, shown: 16, hidden: 0, cut: 0, edges: 12 });
  assert.equal(l.nodes.length, 16);
  assert.equal(l.edges.length, 12);
  assert.deepEqual(l.frames.map((f) => [f.owner, f.name]), [
    [4, 'while_cond_1'], [4, 'while_body_2'], [8, 'while_cond_true_3'], [8, 'while_cond_false_4'],
  ]);
  const box = new Map(l.nodes.map((n) => [n.id, n]));
  assert.equal(box.get(4).group, 'open');
  for (const f of l.frames) assert.ok(inside(f, box.get(f.owner)), `frame ${f.name} inside its group`);
  const graph = opsGraph(OPS);
  for (const n of l.nodes) {
    const scope = graph.nodes[n.id].scope;
    if (scope) assert.ok(inside(n, l.frames.find((f) => f.name === scope)), `${n.name} inside ${scope}`);
    assert.ok(n.x >= -0.5 && n.y >= -0.5 && n.x + n.w <= l.width + 0.5 && n.y + n.h <= l.height + 0.5, `${n.name} inside the drawing`);
  }
  // Ops of one function never overlap one another.
  for (const a of l.nodes) {
    for (const b of l.nodes) {
      if (a.id < b.id && graph.nodes[a.id].scope === graph.nodes[b.id].scope) assert.ok(!overlap(a, b), `${a.name} / ${b.name}`);
    }
  }
  // Every edge runs from its source's box to its target's box, top to bottom.
  for (const e of l.edges) {
    const [x0, y0] = e.points[0];
    const [x1, y1] = e.points.at(-1);
    assert.ok(inside({ x: x0, y: y0, w: 0, h: 0 }, box.get(e.from)) && inside({ x: x1, y: y1, w: 0, h: 0 }, box.get(e.to)));
    assert.ok(y1 > y0);
  }
});

test('layoutOps with a folded group draws the If/While op as one box, and a limit cuts', () => {
  const folded = layoutOps(OPS, { collapsed: [4] });
  assert.deepEqual(folded.counts, { ops: 16, shown: 7, hidden: 9, cut: 0, edges: 7 });
  assert.equal(folded.frames.length, 0);
  assert.equal(folded.nodes.find((n) => n.id === 4).group, 'folded');
  assert.ok(folded.width < layoutOps(OPS).width);
  const cut = layoutOps(OPS, { collapsed: [4], limit: 3 });
  assert.deepEqual(cut.counts, { ops: 16, shown: 3, hidden: 9, cut: 4, edges: 2 });
  assert.deepEqual(layoutOps([]).counts, { ops: 0, shown: 0, hidden: 0, cut: 0, edges: 0 });
});

test('a chain of ops stays one straight column', () => {
  const chain = [op('x', 'Placeholder')];
  for (let i = 0; i < 12; i++) {
    chain.push(op(`c${i}`, 'Const'), op(`add${i}`, 'AddV2', [i ? `add${i - 1}` : 'x', `c${i}`]));
  }
  const l = layoutOps(chain);
  const centres = new Set(l.nodes.filter((n) => n.name.startsWith('add')).map((n) => Math.round(n.x + n.w / 2)));
  assert.equal(centres.size, 1);
});

test('arrangeFrames puts narrow functions side by side and stacks wide ones', () => {
  const narrow = arrangeFrames([{ width: 100, height: 50 }, { width: 120, height: 80 }]);
  assert.deepEqual(narrow.cells.map((c) => [c.x, c.y]), [[0, 0], [136, 0]]);
  assert.equal(narrow.cells[0].h, narrow.cells[1].h);
  const wide = arrangeFrames([{ width: 500, height: 50 }, { width: 400, height: 80 }]);
  assert.equal(wide.cells[0].x, wide.cells[1].x);
  assert.ok(wide.cells[1].y >= wide.cells[0].y + wide.cells[0].h);
  assert.equal(wide.w, 520);
});

test('edgePath rounds the bends of an edge', () => {
  assert.equal(edgePath([[0, 0], [10, 20]]), 'M0,0 L10,20');
  assert.equal(edgePath([[0, 0], [0, 10], [10, 20]]), 'M0,0 Q0,10 5,15 L10,20');
  assert.equal(edgePath([]), '');
});
