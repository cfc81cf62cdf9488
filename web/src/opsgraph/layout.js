// Places the drawn graph (model.js) with dagre: each function is laid out top to bottom on its
// own, innermost first; an If/While op whose group is open becomes a box big enough to hold its
// branch or loop functions side by side, and takes that size in its own function's layout.
// Pure (no DOM): it runs in a worker (layout.worker.js) and under node --test. Text sizes are
// estimated from the monospace font the drawing uses (model.js's FONT), so nothing is measured.
import { graphlib, layout as dagreLayout } from '@dagrejs/dagre';
import { CHAR, FONT, MAX_CHARS, clip, nodeLines, opsGraph, visibleNodes } from './model.js';

const PAD_X = 10;
const NODE_H = 40;
const TOGGLE_W = 22; // room for a group's fold button
const HEAD_H = 44; // an open group's header: the If/While op's name and type
const FRAME_TITLE_H = 20; // a function's title inside an open group
const FRAME_PAD = 10;
const FRAME_GAP = 16;
const SIDE_BY_SIDE_MAX = 640; // wider groups stack their functions
const EDGE_LABEL_H = 14;
// align 'UL': a chain of ops (x -> mul -> add -> ...) stays one straight column; dagre's
// balanced default drifts it sideways a little at each op that has a second input.
const GRAPH = { rankdir: 'TB', align: 'UL', nodesep: 22, ranksep: 34, edgesep: 12, marginx: 0, marginy: 0 };
const textWidth = (text, size) => Math.ceil(text.length * size * CHAR);

/** The size of an op's box: its lines, plus a fold button for a group. */
function boxSize(lines, foldable) {
  const w = Math.max(textWidth(lines.name, FONT.name), textWidth(lines.type, FONT.type)) + 2 * PAD_X + (foldable ? TOGGLE_W : 0);
  return { w: Math.max(56, w), h: NODE_H };
}

/**
 * Lays out the ops of a concrete function.
 * @param {object[]} ops the run result's ops of one concrete function
 * @param {{collapsed?: number[], limit?: number}} options collapsed: ids of If/While ops whose
 *   groups are folded; limit: how many ops to draw at most
 * @returns {{width: number, height: number,
 *   nodes: Array<{id, x, y, w, h, name, type, line, group: null|'open'|'folded'}>,
 *   frames: Array<{owner, name, x, y, w, h}>,
 *   edges: Array<{id, from, to, control, label, points: number[][], lx, ly}>,
 *   counts: {ops, shown, hidden, cut, edges}}}
 *   x, y: top-left corners; points: the edge's path; lx, ly: its label's centre.
 */
export function layoutOps(ops, { collapsed = [], limit = Infinity } = {}) {
  const graph = opsGraph(ops);
  const folded = new Set(collapsed);
  const { shown, hidden, cut } = visibleNodes(graph, folded, limit);
  const edgesOf = new Map(); // scope -> edges drawn in it
  for (const e of graph.edges) {
    if (!shown.has(e.from) || !shown.has(e.to)) continue;
    const scope = graph.nodes[e.to].scope;
    if (!edgesOf.has(scope)) edgesOf.set(scope, []);
    edgesOf.get(scope).push(e);
  }
  const open = (node) => node.functions.length > 0 && !folded.has(node.id);

  /** One function's layout, at (0, 0). */
  function place(scopeName) {
    const scope = graph.scopes.get(scopeName);
    const ids = scope.nodes.filter((id) => shown.has(id));
    const g = new graphlib.Graph({ multigraph: true });
    g.setGraph({ ...GRAPH });
    const inner = new Map(); // an open group's id -> its functions' layouts
    const boxes = new Map();
    for (const id of ids) {
      const node = graph.nodes[id];
      const lines = nodeLines(node.op);
      let size = boxSize(lines, node.functions.length > 0);
      if (open(node)) {
        const parts = node.functions.map((name) => ({ name, ...place(name) }));
        const frames = arrangeFrames(parts);
        inner.set(id, { parts, frames });
        size = { w: Math.max(size.w, frames.w + 2 * FRAME_PAD), h: HEAD_H + frames.h + FRAME_PAD };
      }
      boxes.set(id, { lines, ...size });
      g.setNode(String(id), { width: size.w, height: size.h });
    }
    for (const e of edgesOf.get(scopeName) ?? []) {
      const label = clip(e.label, MAX_CHARS.edge);
      const size = label ? { width: textWidth(label, FONT.edge) + 6, height: EDGE_LABEL_H, labelpos: 'c' } : {};
      g.setEdge(String(e.from), String(e.to), size, String(e.id));
    }
    if (ids.length) dagreLayout(g);

    const out = { width: 0, height: 0, nodes: [], frames: [], edges: [] };
    for (const id of ids) {
      const p = g.node(String(id));
      const { lines, w, h } = boxes.get(id);
      const x = p.x - w / 2;
      const y = p.y - h / 2;
      const node = graph.nodes[id];
      const group = node.functions.length ? (open(node) ? 'open' : 'folded') : null;
      out.nodes.push({ id, x, y, w, h, name: lines.name, type: lines.type, line: node.op.line ?? 0, group });
      if (!inner.has(id)) continue;
      // The group's functions under its header, centred in its box.
      const { parts, frames } = inner.get(id);
      const left = x + (w - frames.w) / 2;
      parts.forEach((part, i) => {
        const cell = frames.cells[i];
        const fx = left + cell.x;
        const fy = y + HEAD_H + cell.y;
        out.frames.push({ owner: id, name: part.name, x: fx, y: fy, w: cell.w, h: cell.h });
        // The function's own layout is centred in its frame, under the frame's title.
        merge(out, part, fx + (cell.w - part.width) / 2, fy + FRAME_TITLE_H + FRAME_PAD);
      });
    }
    for (const e of edgesOf.get(scopeName) ?? []) {
      const d = g.edge(String(e.from), String(e.to), String(e.id));
      out.edges.push({
        id: e.id,
        from: e.from,
        to: e.to,
        control: e.control,
        label: clip(e.label, MAX_CHARS.edge),
        points: d.points.map((pt) => [pt.x, pt.y]),
        lx: d.x ?? null,
        ly: d.y ?? null,
      });
    }
    const size = g.graph();
    out.width = ids.length ? Math.max(size.width ?? 0, 40) : 80;
    out.height = ids.length ? Math.max(size.height ?? 0, NODE_H) : NODE_H;
    return out;
  }

  const top = place(null);
  const drawnEdges = top.edges.length;
  return {
    width: top.width,
    height: top.height,
    nodes: top.nodes,
    frames: top.frames,
    edges: top.edges,
    counts: { ops: graph.nodes.length, shown: shown.size, hidden, cut, edges: drawnEdges },
  };
}

/**
 * Where an open group's function frames go: side by side (then | else, cond | body) when that
 * stays narrow, else one under the other. Each part is a function's layout {width, height}.
 * @returns {{w: number, h: number, cells: Array<{x, y, w, h}>}} relative to the frames' corner
 */
export function arrangeFrames(parts) {
  const outer = parts.map((p) => ({ w: p.width + 2 * FRAME_PAD, h: p.height + FRAME_TITLE_H + 2 * FRAME_PAD }));
  const sideBySide = outer.reduce((sum, c) => sum + c.w, 0) + FRAME_GAP * (outer.length - 1);
  const cells = [];
  if (sideBySide <= SIDE_BY_SIDE_MAX || outer.length < 2) {
    const h = Math.max(0, ...outer.map((c) => c.h));
    let x = 0;
    for (const c of outer) {
      cells.push({ x, y: 0, w: c.w, h });
      x += c.w + FRAME_GAP;
    }
    return { w: sideBySide, h, cells };
  }
  const w = Math.max(...outer.map((c) => c.w));
  let y = 0;
  for (const c of outer) {
    cells.push({ x: 0, y, w, h: c.h });
    y += c.h + FRAME_GAP;
  }
  return { w, h: y - FRAME_GAP, cells };
}

/** Adds `part` (a function's layout at (0, 0)) to `out`, moved by (dx, dy). */
function merge(out, part, dx, dy) {
  for (const n of part.nodes) out.nodes.push({ ...n, x: n.x + dx, y: n.y + dy });
  for (const f of part.frames) out.frames.push({ ...f, x: f.x + dx, y: f.y + dy });
  for (const e of part.edges) {
    out.edges.push({
      ...e,
      points: e.points.map(([x, y]) => [x + dx, y + dy]),
      lx: e.lx === null ? null : e.lx + dx,
      ly: e.ly === null ? null : e.ly + dy,
    });
  }
}
