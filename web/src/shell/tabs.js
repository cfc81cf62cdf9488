// Accessible tabs (WAI-ARIA tabs pattern, automatic activation): a tablist of buttons and one
// tabpanel per pane. Arrow keys move between tabs, Home/End jump to the ends.

/**
 * @param {HTMLElement} host
 * @param {Array<{id: string, title: string, hint?: string}>} panes
 * @param {{initial?: string, label?: string, onSelect?: (id: string) => void}} options
 * @returns {{select(id, opts?): void, selected(): string, setBadge(id, text, tone?): void,
 *            bodyOf(id): HTMLElement}}
 */
/** A badge's text: counts from a thousand on in thousands ("1.2k", "200k"), so tabs stay narrow. */
export function compactCount(value) {
  if (typeof value !== 'number' || value < 1000) return String(value);
  return value < 10_000 ? `${Math.floor(value / 100) / 10}k` : `${Math.floor(value / 1000)}k`;
}

/**
 * What screen readers hear for a tab with a badge: "Timeline, 10 events" (with `noun`,
 * [singular, plural], for what the pane's badge counts), "Output, error" for an error's "!",
 * or null: the tab's own text. A bare number ("Output 481") said nothing of what it counts.
 */
export function tabLabel(title, text, { tone = '', noun = null } = {}) {
  if (text === null || text === undefined || text === '') return null;
  if (tone === 'error') return `${title}, error`;
  if (typeof text !== 'number' || !noun) return null;
  return `${title}, ${text.toLocaleString('en')} ${text === 1 ? noun[0] : noun[1]}`;
}

export function createTabs(host, panes, { initial, label = 'Results', onSelect } = {}) {
  const tablist = document.createElement('div');
  tablist.className = 'tablist';
  tablist.setAttribute('role', 'tablist');
  tablist.setAttribute('aria-label', label);
  const panels = document.createElement('div');
  panels.className = 'tabpanels';
  host.append(tablist, panels);

  const tabs = new Map();
  for (const pane of panes) {
    const tab = document.createElement('button');
    tab.type = 'button';
    tab.className = `tab tab-${pane.id}`;
    tab.id = `tab-${pane.id}`;
    tab.dataset.pane = pane.id;
    tab.setAttribute('role', 'tab');
    tab.setAttribute('aria-controls', `panel-${pane.id}`);
    const name = document.createElement('span');
    name.className = 'tab-title';
    name.textContent = pane.title;
    const badge = document.createElement('span');
    badge.className = 'tab-badge';
    badge.hidden = true;
    tab.append(name, badge);
    tablist.append(tab);

    const panel = document.createElement('section');
    panel.className = `pane pane-${pane.id}`;
    panel.id = `panel-${pane.id}`;
    panel.setAttribute('role', 'tabpanel');
    panel.setAttribute('aria-labelledby', tab.id);
    panel.tabIndex = 0;
    if (pane.hint) {
      const hint = document.createElement('p');
      hint.className = 'hint';
      hint.textContent = pane.hint;
      panel.append(hint);
    }
    const body = document.createElement('div');
    body.className = 'pane-body';
    panel.append(body);
    panels.append(panel);
    tabs.set(pane.id, { tab, panel, body, badge, title: pane.title, noun: pane.badgeNoun ?? null });
  }

  let current = null;
  /** Keeps `tab` in view in a scrolled tab strip (phones), without scrolling the page. */
  function keepInView(tab) {
    if (tab.offsetLeft < tablist.scrollLeft || tab.offsetLeft + tab.offsetWidth > tablist.scrollLeft + tablist.clientWidth) {
      tablist.scrollLeft = tab.offsetLeft - 8;
    }
  }

  // Badges widen the tabs before the selected one and can push it out of a scrolled strip (the
  // Timeline, selected as the page opens, once the first run's counts show): it is brought back
  // once they are drawn, in one frame for a run's badges together.
  let keepFrame = 0;
  function keepSelectedInViewSoon() {
    if (keepFrame) return;
    keepFrame = requestAnimationFrame(() => {
      keepFrame = 0;
      if (current) keepInView(tabs.get(current).tab);
    });
  }

  function select(id, { focus = false, first = false } = {}) {
    if (!tabs.has(id)) id = panes[0]?.id;
    if (!id) return;
    for (const [paneId, { tab, panel }] of tabs) {
      const on = paneId === id;
      tab.setAttribute('aria-selected', String(on));
      tab.tabIndex = on ? 0 : -1;
      panel.hidden = !on;
    }
    // The first selection's tab is brought into view once the page is laid out for its first
    // frame: reading the layout now would lay out a page still being built.
    const { tab } = tabs.get(id);
    if (first) requestAnimationFrame(() => keepInView(tab));
    else keepInView(tab);
    if (focus) tab.focus();
    if (current !== id) {
      current = id;
      onSelect?.(id);
    }
  }

  tablist.addEventListener('click', (event) => {
    const tab = event.target.closest('[role="tab"]');
    if (tab) select(tab.dataset.pane);
  });
  tablist.addEventListener('keydown', (event) => {
    const ids = [...tabs.keys()];
    const at = ids.indexOf(current);
    let next = null;
    if (event.key === 'ArrowRight' || event.key === 'ArrowDown') next = ids[(at + 1) % ids.length];
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') next = ids[(at - 1 + ids.length) % ids.length];
    else if (event.key === 'Home') next = ids[0];
    else if (event.key === 'End') next = ids.at(-1);
    if (next) {
      event.preventDefault();
      select(next, { focus: true });
    }
  });

  select(initial, { first: true });
  return {
    select,
    selected: () => current,
    setBadge(id, text, tone = '') {
      const entry = tabs.get(id);
      if (!entry) return;
      entry.badge.hidden = text === null || text === undefined || text === '';
      entry.badge.textContent = entry.badge.hidden ? '' : compactCount(text);
      entry.badge.title = typeof text === 'number' && text >= 1000 ? text.toLocaleString('en') : '';
      entry.badge.dataset.tone = tone;
      // "Output, error" for a "!", "Timeline, 10 events" for a count.
      const spoken = tabLabel(entry.title, text, { tone, noun: entry.noun });
      if (spoken) entry.tab.setAttribute('aria-label', spoken);
      else entry.tab.removeAttribute('aria-label');
      keepSelectedInViewSoon();
    },
    bodyOf: (id) => tabs.get(id)?.body ?? null,
  };
}
