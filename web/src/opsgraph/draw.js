// Draws a laid-out ops graph (layout.js) as SVG, with pan (drag), zoom (wheel, pinch, the
// + and - buttons, keys) and Fit. Loaded only when the Ops tab shows a drawing; the layout
// itself runs in a worker (layout.worker.js), created on first use.
//
// Each op is a <g class="og-node"> carrying data-op-id and data-source-line (a click selects
// that line in the editor, as the page does for every element with data-source-line); each
// input is a <g class="og-edge">, dashed for a control input. An If/While op with functions has
// a fold button; open, its box holds a frame per branch or loop function.
import { element } from '../dom.js';
import { FONT } from './model.js';

const SVG = 'http://www.w3.org/2000/svg';
const MIN_SCALE = 0.05;
const MAX_SCALE = 3;
/** Below this scale the drawing leaves out edge labels and type lines (unreadable, and slow). */
const FAR_SCALE = 0.45;
/** Below this scale a whole graph is dots: the drawing opens at FAR_SCALE or more, from its start. */
const DOTS_SCALE = 0.2;
const MARGIN = 16;
const DRAG_START_PX = 4;

function svgEl(tag, attrs = {}, text = null) {
  const e = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) if (v !== null && v !== undefined) e.setAttribute(k, String(v));
  if (text !== null) e.textContent = text;
  return e;
}

let worker = null;
let inFlight = null; // {id, resolve}
let lastId = 0;

/**
 * Lays out `ops` in the layout worker. A request made while another runs ends that one (the
 * worker is replaced: dagre cannot be interrupted), whose promise then resolves with null.
 * @returns {Promise<{layout: object, collapsed: number[]}|null>}
 */
export function layoutInWorker(ops, { collapsed = null, limit }) {
  if (inFlight) {
    worker.terminate();
    worker = null;
    inFlight.resolve(null);
    inFlight = null;
  }
  if (!worker) {
    worker = new Worker(new URL('./layout.worker.js', import.meta.url), { type: 'module', name: 'tfplay-graph-layout' });
    worker.onmessage = ({ data }) => {
      if (!inFlight || data.id !== inFlight.id) return;
      const { resolve, reject } = inFlight;
      inFlight = null;
      if (data.error) reject(new Error(data.error));
      else resolve({ layout: data.layout, collapsed: data.collapsed });
    };
    worker.onerror = (event) => {
      const failed = inFlight;
      inFlight = null;
      worker?.terminate();
      worker = null;
      failed?.reject(new Error(event.message || 'the graph layout worker failed'));
    };
  }
  return new Promise((resolve, reject) => {
    lastId += 1;
    inFlight = { id: lastId, resolve, reject };
    worker.postMessage({ id: lastId, ops, collapsed: collapsed ? [...collapsed] : null, limit });
  });
}

/** An edge's path through dagre's points, its bends rounded (quadratic curves through midpoints). */
export function edgePath(points) {
  if (!points.length) return '';
  const f = (n) => Math.round(n * 10) / 10;
  let d = `M${f(points[0][0])},${f(points[0][1])}`;
  for (let i = 1; i < points.length - 1; i++) {
    const [x, y] = points[i];
    const [nx, ny] = points[i + 1];
    d += ` Q${f(x)},${f(y)} ${f((x + nx) / 2)},${f((y + ny) / 2)}`;
  }
  const [lx, ly] = points.at(-1);
  return `${d} L${f(lx)},${f(ly)}`;
}

/**
 * A drawing area in `root`: a toolbar (zoom out, zoom in, Fit, a note) over an SVG canvas.
 * @param {HTMLElement} root
 * @param {{onFold: (id: number) => void}} handlers onFold: a group's fold button was pressed
 * @returns {{show(layout, opts), setNote(text), markLine(line), fit(), canvas: HTMLElement}}
 *   show's opts: {colours: Map<line, colour>, titles: Map<id, string>, keepView: boolean}
 */
export function createDrawing(root, { onFold }) {
  const toolbar = element('div', { className: 'og-toolbar' });
  const button = (text, label, run) => {
    const b = element('button', { className: 'button og-button', text, label });
    b.addEventListener('click', run);
    toolbar.append(b);
    return b;
  };
  const note = element('span', { className: 'og-note', testid: 'ops-drawing-note', attrs: { 'aria-live': 'polite' } });

  const canvas = element('div', {
    className: 'og-canvas',
    testid: 'ops-drawing',
    label: 'Graph drawing: drag to pan, wheel or + and - to zoom, 0 to fit',
  });
  canvas.tabIndex = 0;
  const svg = svgEl('svg', { class: 'og-svg', role: 'group' });
  const defs = svgEl('defs');
  for (const id of ['og-arrow', 'og-arrow-control']) {
    const marker = svgEl('marker', { id, viewBox: '0 0 10 10', refX: 9, refY: 5, markerWidth: 7, markerHeight: 7, orient: 'auto-start-reverse' });
    marker.append(svgEl('path', { d: 'M0,0 L10,5 L0,10 z', class: 'og-arrowhead' }));
    defs.append(marker);
  }
  const viewport = svgEl('g', { class: 'og-viewport' });
  svg.append(defs, viewport);
  canvas.append(svg);
  root.append(toolbar, canvas);

  let size = { width: 0, height: 0 };
  let view = { x: 0, y: 0, k: 1 };
  let nodesById = new Map();
  let currentLine = 0;

  const apply = () => {
    viewport.setAttribute('transform', `translate(${view.x},${view.y}) scale(${view.k})`);
    svg.classList.toggle('is-far', view.k < FAR_SCALE);
    canvas.dataset.scale = view.k.toFixed(3);
  };
  // The drawing opens fitted, and stays fitted as its box changes size (the tab shown, the split
  // dragged, the window resized) until the reader pans or zooms.
  let untouched = true;
  const zoomAt = (factor, cx, cy) => {
    untouched = false;
    const k = Math.min(MAX_SCALE, Math.max(MIN_SCALE, view.k * factor));
    view = { k, x: cx - ((cx - view.x) * k) / view.k, y: cy - ((cy - view.y) * k) / view.k };
    apply();
  };
  const centre = () => [canvas.clientWidth / 2, canvas.clientHeight / 2];
  /**
   * The scale and offset that show the whole graph, centred; with `readable`, a graph that would
   * shrink below DOTS_SCALE that way (Keras's train step: some 270 ops) is shown from its start
   * (its first op at the top, centred across) at the scale that fits its narrower side, at least
   * FAR_SCALE, at most 1: its ops readable, the rest a pan away, where the whole of it was a strip
   * of dots.
   */
  const fitted = (readable = false) => {
    const w = canvas.clientWidth || 600;
    const h = canvas.clientHeight || 400;
    const across = (w - 2 * MARGIN) / size.width;
    const down = (h - 2 * MARGIN) / size.height;
    const whole = Math.min(1.25, Math.max(MIN_SCALE, Math.min(across, down)));
    if (!readable || whole >= DOTS_SCALE) return { k: whole, x: (w - size.width * whole) / 2, y: Math.max(MARGIN, (h - size.height * whole) / 2) };
    const k = Math.min(1, Math.max(FAR_SCALE, across, down));
    // The graph's start is its first op (the topmost, then the leftmost): a wide graph's corner
    // is often empty, as the layout centres each rank.
    let first = null;
    for (const { box } of nodesById.values()) if (!first || box.y < first.y || (box.y === first.y && box.x < first.x)) first = box;
    const clamp = (v, lo, hi) => Math.min(hi, Math.max(lo, v));
    const x = size.width * k <= w - 2 * MARGIN ? (w - size.width * k) / 2
      : first ? clamp(w / 2 - (first.x + first.w / 2) * k, w - MARGIN - size.width * k, MARGIN) : MARGIN;
    const y = size.height * k <= h - 2 * MARGIN ? (h - size.height * k) / 2 : first ? MARGIN - first.y * k : MARGIN;
    return { k, x, y };
  };
  // Until the reader pans or zooms, the drawing keeps its opening view (readable) or, once Fit
  // was pressed, the whole graph.
  let whole = false;
  const fit = (all = true) => {
    untouched = true;
    whole = all;
    view = fitted(!all);
    apply();
  };
  new ResizeObserver(() => {
    if (untouched && nodesById.size && canvas.clientWidth > 0 && canvas.clientHeight > 0) fit(whole);
  }).observe(canvas);

  button('−', 'Zoom out', () => zoomAt(1 / 1.25, ...centre()));
  button('+', 'Zoom in', () => zoomAt(1.25, ...centre()));
  button('Fit', 'Fit the whole graph', () => fit()).dataset.testid = 'ops-fit';
  toolbar.append(note);

  // --- Pan and zoom ---------------------------------------------------------------------------
  canvas.addEventListener(
    'wheel',
    (event) => {
      event.preventDefault();
      const r = canvas.getBoundingClientRect();
      const delta = event.deltaMode === 1 ? event.deltaY * 16 : event.deltaY;
      zoomAt(Math.exp(-delta * (event.ctrlKey ? 0.01 : 0.0015)), event.clientX - r.left, event.clientY - r.top);
    },
    { passive: false },
  );
  const pointers = new Map(); // pointerId -> {x, y}
  let drag = null; // {x, y, view, moved}
  let pinch = null; // {distance, k}
  let suppressClick = false;
  canvas.addEventListener('pointerdown', (event) => {
    if (event.button !== 0 || event.target.closest('.og-fold')) return;
    pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.size === 1) drag = { x: event.clientX, y: event.clientY, view, moved: false };
    if (pointers.size === 2) {
      const [a, b] = [...pointers.values()];
      pinch = { distance: Math.hypot(a.x - b.x, a.y - b.y), k: view.k };
    }
  });
  canvas.addEventListener('pointermove', (event) => {
    if (!pointers.has(event.pointerId)) return;
    pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pinch && pointers.size === 2) {
      const [a, b] = [...pointers.values()];
      const r = canvas.getBoundingClientRect();
      zoomAt((pinch.k * Math.hypot(a.x - b.x, a.y - b.y)) / pinch.distance / view.k, (a.x + b.x) / 2 - r.left, (a.y + b.y) / 2 - r.top);
      if (drag) drag.moved = true;
      return;
    }
    if (!drag) return;
    const dx = event.clientX - drag.x;
    const dy = event.clientY - drag.y;
    if (!drag.moved && Math.hypot(dx, dy) < DRAG_START_PX) return;
    if (!drag.moved) {
      // Captured only once it is a drag, so that a click still reaches the op under it.
      drag.moved = true;
      canvas.setPointerCapture?.(event.pointerId);
      canvas.classList.add('is-dragging');
    }
    untouched = false;
    view = { ...drag.view, x: drag.view.x + dx, y: drag.view.y + dy };
    apply();
  });
  const release = (event) => {
    if (!pointers.delete(event.pointerId)) return;
    if (pointers.size < 2) pinch = null;
    if (pointers.size === 0 && drag) {
      suppressClick = drag.moved;
      drag = null;
      canvas.classList.remove('is-dragging');
    }
  };
  canvas.addEventListener('pointerup', release);
  canvas.addEventListener('pointercancel', release);
  // A drag that ends on an op is not a click on it.
  canvas.addEventListener(
    'click',
    (event) => {
      if (suppressClick) {
        suppressClick = false;
        event.stopPropagation();
        event.preventDefault();
        return;
      }
      const fold = event.target.closest('.og-fold');
      if (fold) {
        event.stopPropagation();
        onFold(Number(fold.dataset.opId));
      }
    },
    true,
  );
  canvas.addEventListener('keydown', (event) => {
    const step = 60;
    const moves = { ArrowLeft: [step, 0], ArrowRight: [-step, 0], ArrowUp: [0, step], ArrowDown: [0, -step] };
    if (event.target !== canvas) {
      if ((event.key === 'Enter' || event.key === ' ') && event.target.closest('.og-fold')) {
        event.preventDefault();
        onFold(Number(event.target.closest('.og-fold').dataset.opId));
      }
      return;
    }
    if (moves[event.key]) {
      untouched = false;
      view = { ...view, x: view.x + moves[event.key][0], y: view.y + moves[event.key][1] };
      apply();
    } else if (event.key === '+' || event.key === '=') zoomAt(1.25, ...centre());
    else if (event.key === '-') zoomAt(1 / 1.25, ...centre());
    else if (event.key === '0') fit();
    else return;
    event.preventDefault();
  });

  // --- Drawing --------------------------------------------------------------------------------
  function drawNode(n, colours, title) {
    const g = svgEl('g', { class: 'og-node', transform: `translate(${n.x},${n.y})`, 'data-op-id': n.id, 'data-op': n.fullName ?? n.name });
    if (colours.has(n.line)) {
      g.classList.add(`src-c${colours.get(n.line)}`);
      g.dataset.sourceLine = String(n.line);
    }
    if (n.group) g.classList.add('og-group', n.group === 'open' ? 'is-open' : 'is-folded');
    g.append(
      svgEl('rect', { class: 'og-box', width: n.w, height: n.h, rx: n.group === 'open' ? 8 : 5 }),
      svgEl('text', { class: 'og-name', x: 10, y: 17, 'font-size': FONT.name }, n.name),
      svgEl('text', { class: 'og-type', x: 10, y: 32, 'font-size': FONT.type }, n.type),
    );
    if (title) g.append(svgEl('title', {}, title));
    if (n.group) {
      const open = n.group === 'open';
      const fold = svgEl('g', {
        class: 'og-fold',
        transform: `translate(${n.w - 22},7)`,
        role: 'button',
        tabindex: 0,
        'data-op-id': n.id,
        'aria-label': `${open ? 'Fold' : 'Unfold'} the functions of ${n.fullName ?? n.name}`,
        'aria-expanded': String(open),
      });
      fold.append(svgEl('rect', { width: 16, height: 16, rx: 3 }), svgEl('text', { x: 8, y: 12.5, 'text-anchor': 'middle' }, open ? '−' : '+'));
      g.append(fold);
    }
    return g;
  }

  /**
   * Draws `layout`. colours: line -> colour index (run-model's sourceColours); titles: op id ->
   * its tooltip; names: op id -> its full name; keepView: keep the pan and zoom (the same
   * function, laid out again), else show it from the start.
   */
  function show(layout, { colours = new Map(), titles = new Map(), names = new Map(), keepView = false } = {}) {
    size = { width: Math.max(layout.width, 1), height: Math.max(layout.height, 1) };
    const groups = [];
    const edges = [];
    const leaves = [];
    const framesOf = new Map();
    for (const f of layout.frames) {
      if (!framesOf.has(f.owner)) framesOf.set(f.owner, []);
      framesOf.get(f.owner).push(f);
    }
    nodesById = new Map();
    for (const n of layout.nodes) {
      const el = drawNode({ ...n, fullName: names.get(n.id) }, colours, titles.get(n.id));
      nodesById.set(n.id, { el, box: n });
      if (n.group !== 'open') {
        leaves.push(el);
        continue;
      }
      // An open group: its box, then its functions' frames, under everything inside them.
      groups.push(el);
      for (const f of framesOf.get(n.id) ?? []) {
        const frame = svgEl('g', { class: 'og-frame', transform: `translate(${f.x},${f.y})` });
        frame.append(svgEl('rect', { width: f.w, height: f.h, rx: 6 }), svgEl('text', { x: 8, y: 14, 'font-size': FONT.title }, f.name));
        groups.push(frame);
      }
    }
    for (const e of layout.edges) {
      const g = svgEl('g', { class: `og-edge${e.control ? ' is-control' : ''}`, 'data-from': e.from, 'data-to': e.to });
      g.append(svgEl('path', { d: edgePath(e.points), 'marker-end': `url(#${e.control ? 'og-arrow-control' : 'og-arrow'})` }));
      if (e.label && e.lx !== null) {
        g.append(svgEl('text', { class: 'og-edge-label', x: e.lx, y: e.ly + 3.5, 'text-anchor': 'middle', 'font-size': FONT.edge }, e.label));
      }
      edges.push(g);
    }
    const fragment = document.createDocumentFragment();
    fragment.append(...groups, ...edges, ...leaves);
    viewport.replaceChildren(fragment);
    svg.setAttribute('aria-label', `Graph of ${layout.counts.shown} ops and ${layout.counts.edges} edges`);
    canvas.dataset.nodes = String(layout.nodes.length);
    canvas.dataset.edges = String(layout.edges.length);
    if (keepView) apply();
    else fit(false);
    markLine(currentLine);
  }

  /** Outlines the ops that `line` created. */
  function markLine(line) {
    currentLine = line;
    for (const { el, box } of nodesById.values()) el.classList.toggle('is-current', line > 0 && box.line === line);
  }

  return {
    show,
    markLine,
    fit,
    setNote: (text) => (note.textContent = text),
    canvas,
  };
}
