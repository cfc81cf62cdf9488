// The drawn graph's model: a concrete function's op list (design.md, "ops" of a concrete
// function) as nodes, edges and the If/While branch and loop functions that nest in them.
// Pure functions (node --test covers them); layout.js places what this describes.

/** Font sizes (px) of the drawing, and the advance of a monospace character per px of size. */
export const FONT = { name: 12, type: 11, edge: 10, title: 11 };
export const CHAR = 0.62;
/** The longest name, type line and edge label shown in full; longer ones keep their end. */
export const MAX_CHARS = { name: 32, type: 30, edge: 26 };

/** `text` cut to its last `max` characters after an ellipsis, for names like a/b/c/MatMul_1. */
export function clip(text, max) {
  const s = String(text ?? '');
  return s.length > max ? `…${s.slice(s.length - max + 1)}` : s;
}

/** A node's two lines: the op's name, and its type (a Const's value; a captured input). */
export function nodeLines(op) {
  let type = String(op.type ?? '');
  if (op.captured) type += ' (captured)';
  else if (op.type === 'Const' && op.value != null) type += ` ${op.value}`;
  return { name: clip(op.name, MAX_CHARS.name), type: clip(type, MAX_CHARS.type) };
}

/** Op types whose function attributes the run result lists after them (graph_ops.cpp). */
const FUNCTION_OPS = new Set(['If', 'StatelessIf', 'While', 'StatelessWhile']);

/**
 * Splits TF's ", "-joined texts of an op's outputs ("int32, int32", "(None, 2), ()") into one
 * text per output, never inside the parentheses of a shape.
 */
export function splitOutputs(text) {
  if (!text) return [];
  const parts = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '(' || ch === '[') depth += 1;
    else if (ch === ')' || ch === ']') depth -= 1;
    else if (ch === ',' && depth === 0 && text[i + 1] === ' ') {
      parts.push(text.slice(start, i));
      start = i + 2;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/**
 * A NodeDef input name parsed: "^op" is a control input, "op:1" the op's second output.
 * @returns {{op: string, output: number, control: boolean}}
 */
export function parseInput(input) {
  if (input.startsWith('^')) return { op: input.slice(1), output: 0, control: true };
  const m = /^(.*):(\d+)$/.exec(input);
  return m ? { op: m[1], output: Number(m[2]), control: false } : { op: input, output: 0, control: false };
}

/**
 * The graph of a concrete function's ops, in the order the run result lists them.
 *
 * Nodes are the ops (`id` is the op's position in `ops`). An edge stands for one NodeDef input
 * of an op that names another op of the same function (an op's name is unique in its function,
 * not across the branch functions: both branches of a cond have a `cond/Identity`): a tensor,
 * labelled with that output's dtype and shape, or a control input. Inputs naming ops past the
 * listed ones (the engine lists at most 1000) have no edge.
 *
 * Scopes are the functions: the concrete function's own (name null) and each If/While branch
 * or loop function, with the If/While op that owns it. The engine lists a function's ops right
 * after its owner, then and else (cond and body) in order, nested ones inside, so the owner of
 * a function that appears is the latest If/While op still waiting for one.
 * @param {Array<{name: string, type: string, inputs: string[], dtype: string|null,
 *   shape: string|null, line: number, function: string|null}>} ops
 * @returns {{nodes: Array<{id: number, op: object, scope: string|null, functions: string[]}>,
 *   edges: Array<{id: number, from: number, to: number, control: boolean, label: string}>,
 *   scopes: Map<string|null, {name: string|null, owner: number|null, depth: number, nodes: number[]}>}}
 */
export function opsGraph(ops) {
  const nodes = [];
  const scopes = new Map([[null, { name: null, owner: null, depth: 0, nodes: [] }]]);
  const waiting = []; // If/While ops whose functions may still come: {id, scope, left}
  (ops ?? []).forEach((op, id) => {
    const name = op.function ?? null;
    if (!scopes.has(name)) {
      while (waiting.length && waiting.at(-1).left === 0) waiting.pop();
      const owner = waiting.at(-1);
      if (owner) {
        owner.left -= 1;
        nodes[owner.id].functions.push(name);
      }
      const depth = owner ? scopes.get(owner.scope).depth + 1 : 1;
      scopes.set(name, { name, owner: owner?.id ?? null, depth, nodes: [] });
    } else {
      // Back in an enclosing function: the If/While ops of deeper functions are done.
      const depth = scopes.get(name).depth;
      while (waiting.length && scopes.get(waiting.at(-1).scope).depth > depth) waiting.pop();
    }
    scopes.get(name).nodes.push(id);
    nodes.push({ id, op, scope: name, functions: [] });
    if (FUNCTION_OPS.has(op.type)) waiting.push({ id, scope: name, left: 2 });
  });

  const edges = [];
  for (const scope of scopes.values()) {
    const byName = new Map(scope.nodes.map((id) => [nodes[id].op.name, id]));
    for (const to of scope.nodes) {
      for (const input of nodes[to].op.inputs ?? []) {
        const { op, output, control } = parseInput(input);
        const from = byName.get(op);
        if (from === undefined) continue;
        const source = nodes[from].op;
        const dtype = splitOutputs(source.dtype)[output];
        const shape = splitOutputs(source.shape)[output];
        const label = control ? '' : [dtype, shape].filter(Boolean).join(' ');
        edges.push({ id: edges.length, from, to, control, label });
      }
    }
  }
  return { nodes, edges, scopes };
}

/** The If/While ops that own branch or loop functions (the groups a reader can fold). */
export function groupOwners(graph) {
  return graph.nodes.filter((n) => n.functions.length > 0).map((n) => n.id);
}

/**
 * Which nodes to draw: those not inside a folded group (an If/While op in `collapsed` hides its
 * functions' ops, nested ones too), the first `limit` of them in list order.
 * @returns {{shown: Set<number>, hidden: number, cut: number}} hidden: ops inside folded
 *   groups; cut: ops left out by the limit
 */
export function visibleNodes(graph, collapsed, limit = Infinity) {
  const shown = new Set();
  let hidden = 0;
  let cut = 0;
  const folded = (scope) => {
    for (let s = graph.scopes.get(scope); s && s.owner !== null; s = graph.scopes.get(graph.nodes[s.owner].scope)) {
      if (collapsed.has(s.owner)) return true;
    }
    return false;
  };
  for (const node of graph.nodes) {
    if (folded(node.scope)) hidden += 1;
    else if (shown.size >= limit) cut += 1;
    else shown.add(node.id);
  }
  return { shown, hidden, cut };
}

/**
 * The groups to fold at first so that a large graph stays quick to lay out and readable: none
 * when all ops fit in `limit`, else every group.
 */
export function initialCollapsed(graph, limit) {
  return new Set(graph.nodes.length > limit ? groupOwners(graph) : []);
}
