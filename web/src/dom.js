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
 * @param {{list: HTMLElement, more: HTMLElement, items: any[], limit: number, noun: [string, string],
 *          render: (item: any) => Node|Node[], actions?: Array<{label: string, testid?: string, run: () => void}>}} spec
 */
export function renderPaged({ list, more, items, limit, noun, render, actions = [] }) {
  let shown = 0;
  const showNext = () => {
    const end = Math.min(items.length, shown + limit);
    const nodes = [];
    for (let i = shown; i < end; i++) {
      const out = render(items[i]);
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
