// Small DOM helpers shared by the panes.

/**
 * The verb for pointing at something on this device: "Tap" where nothing can hover (touch
 * screens, whose tap also fires the mouseover a hover would), else "Hover".
 */
export function pointVerb() {
  return globalThis.matchMedia?.('(hover: none)').matches ? 'Tap' : 'Hover';
}

/**
 * A new `tag` element with its class, data-testid, text and attributes. `label` is the
 * aria-label, and a button's title too; buttons are type="button" (never submit a form).
 * @param {string} tag
 * @param {{className?: string, testid?: string, label?: string, text?: string,
 *          attrs?: Record<string, string>}} [spec]
 * @returns {HTMLElement}
 */
export function element(tag, { className, testid, label, text, attrs = {} } = {}) {
  const el = document.createElement(tag);
  if (className) el.className = className;
  if (testid) el.dataset.testid = testid;
  if (text !== undefined) el.textContent = text;
  if (tag === 'button') {
    el.type = 'button';
    if (label) el.title = label;
  }
  if (label) el.setAttribute('aria-label', label);
  for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
  return el;
}

/**
 * `text` as nodes in which each "->" stays whole: a line may break before or after it, never
 * between its "-" and ">" (a hyphen is a break opportunity, so a trace's reason wrapped as
 * "x: Literal[0] -" over "> Literal[1]"). The text read, searched and copied is unchanged.
 * @returns {Node[]}
 */
export function keepArrows(text) {
  const nodes = [];
  String(text)
    .split('->')
    .forEach((part, i) => {
      if (i > 0) nodes.push(element('span', { className: 'arrow', text: '->' }));
      if (part) nodes.push(document.createTextNode(part));
    });
  return nodes;
}

/**
 * Replaces the children of `parent` by `nodes` (any iterable, any length). Spreading a long
 * array into replaceChildren(...nodes) overflows the call stack (about 100 000 arguments in
 * Chromium), so the nodes go through a fragment instead.
 */
export function replaceChildren(parent, nodes) {
  const fragment = document.createDocumentFragment();
  for (const node of nodes) fragment.append(node);
  parent.replaceChildren(fragment);
}

/** Appends `nodes` (any iterable, any length) to `parent`, through a fragment. */
export function appendAll(parent, nodes) {
  const fragment = document.createDocumentFragment();
  for (const node of nodes) fragment.append(node);
  parent.append(fragment);
}

/**
 * Renders a long list in pages: the first `limit` items, then a "N more ... not shown" bar
 * (`more`) whose buttons show `limit` more, or call `extra` actions (e.g. "show all as text",
 * "copy all"). Thousands of rows cost seconds of layout; a person reads the first ones.
 * `items` is an array or anything with `length` and `at(i)`.
 * @param {{list: HTMLElement, more: HTMLElement, items: {length: number, at: (i: number) => any}, limit: number, noun: [string, string],
 *          render: (item: any) => Node|Node[], actions?: Array<{label: string, testid?: string, run: () => void}>}} spec
 */
export function renderPaged({ list, more, items, limit, noun, render, actions = [] }) {
  let shown = 0;
  const showNext = () => {
    const end = Math.min(items.length, shown + limit);
    const nodes = [];
    for (let i = shown; i < end; i++) {
      const out = render(items.at(i));
      if (Array.isArray(out)) nodes.push(...out);
      else if (out) nodes.push(out);
    }
    if (shown === 0) replaceChildren(list, nodes);
    else appendAll(list, nodes);
    shown = end;
    const rest = items.length - shown;
    more.hidden = rest === 0;
    if (rest === 0) {
      more.replaceChildren();
      return;
    }
    const text = document.createElement('span');
    text.className = 'more-count';
    const [one, many] = noun;
    text.textContent = `${rest.toLocaleString('en')} more ${rest === 1 ? one : many} not shown.`;
    const next = document.createElement('button');
    next.type = 'button';
    next.className = 'link-button';
    next.dataset.action = 'more';
    next.textContent = `Show ${Math.min(rest, limit).toLocaleString('en')} more`;
    next.addEventListener('click', showNext);
    const buttons = actions.map(({ label, run, action }) => {
      const b = document.createElement('button');
      b.type = 'button';
      b.className = 'link-button';
      if (action) b.dataset.action = action;
      b.textContent = label;
      b.addEventListener('click', run);
      return b;
    });
    more.replaceChildren(text, next, ...buttons);
  };
  showNext();
}

/** The nearest ancestor of `el` that scrolls vertically, or null (the viewport). */
function scrollParent(el) {
  for (let at = el.parentElement; at; at = at.parentElement) {
    if (/auto|scroll/.test(getComputedStyle(at).overflowY)) return at;
  }
  return null;
}

const chunkObservers = new WeakMap(); // list -> the IntersectionObserver of its last rendering
const itemHeights = new WeakMap(); // list -> the height of its items, as last measured

/**
 * Renders a long list virtually, in chunks of `chunk` items: the first chunk at once, each
 * other one as a placeholder of about its height (`itemHeight` px an item) that is filled when
 * it comes near the visible part of the scrolling pane. A run printing 200 000 lines builds the
 * rows the reader looks at, not all of them, and every row stays reachable by scrolling.
 * `items` is an array or anything with `length` and `at(i)` (terminal.js's RowList).
 * @param {{list: HTMLElement, items: {length: number, at: (i: number) => any}, render: (item: any) => Node|Node[],
 *          chunk?: number, itemHeight?: number, chunkTag?: string}} spec
 */
export function renderChunked({ list, items, render, chunk = 200, itemHeight: guess = 19, chunkTag = 'div' }) {
  const itemHeight = itemHeights.get(list) ?? guess;
  chunkObservers.get(list)?.disconnect();
  chunkObservers.delete(list);
  let measured = false;
  const chunks = [];
  const fill = (el) => {
    const start = Number(el.dataset.start);
    const end = Math.min(items.length, start + chunk);
    const nodes = [];
    for (let i = start; i < end; i++) {
      const out = render(items.at(i));
      if (Array.isArray(out)) nodes.push(...out);
      else if (out) nodes.push(out);
    }
    replaceChildren(el, nodes);
    el.style.height = '';
    el.dataset.filled = '1';
    // The first full chunk laid out gives the placeholders a better height than the guess, so
    // that the list does not jump as chunks fill in.
    if (!measured && end - start === chunk && el.offsetHeight > 0) {
      measured = true;
      const height = el.offsetHeight / chunk;
      itemHeights.set(list, height);
      if (Math.abs(height - itemHeight) > 0.5) {
        for (const other of chunks) {
          if (!other.dataset.filled) other.style.height = `${Math.min(chunk, items.length - Number(other.dataset.start)) * height}px`;
        }
      }
    }
  };
  for (let start = 0; start < items.length; start += chunk) {
    const el = document.createElement(chunkTag);
    el.className = 'chunk';
    el.dataset.start = String(start);
    if (start === 0) fill(el);
    else el.style.height = `${Math.min(chunk, items.length - start) * itemHeight}px`;
    chunks.push(el);
  }
  replaceChildren(list, chunks);
  if (chunks.length > 1) {
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting || entry.target.dataset.filled) continue;
          fill(entry.target);
          observer.unobserve(entry.target);
        }
      },
      { root: scrollParent(list), rootMargin: '600px 0px' },
    );
    for (const el of chunks.slice(1)) observer.observe(el);
    chunkObservers.set(list, observer);
  }
  return {
    /** Fills the chunk that holds item `i` now (to scroll to it); returns that chunk. */
    fillAt(i) {
      const el = chunks[Math.floor(i / chunk)];
      if (el && !el.dataset.filled) {
        fill(el);
        chunkObservers.get(list)?.unobserve(el);
      }
      return el;
    },
  };
}
