// This tab's id, kept in sessionStorage so that a reloaded tab is the same tab: autosave marks
// its saves with it, and the work set aside tells this tab's programs from other tabs'.
// While the page lives it holds a Web Lock named after the id, so that another tab can tell
// whether the tab that saved a program is still open (the browser releases a closed or crashed
// page's locks).
const KEY = 'tfplay:tab';
const lockName = (tab) => `tfplay:tab:${tab}`;

/** This tab's id: the same across reloads of the tab, another in every other tab. */
export const TAB = (() => {
  const id = Math.random().toString(36).slice(2, 10);
  try {
    const kept = sessionStorage.getItem(KEY);
    if (kept) return kept;
    sessionStorage.setItem(KEY, id);
  } catch {
    // no sessionStorage (blocked, or not a browser): a new id per page
  }
  return id;
})();

let holding = false;

/** Holds this tab's lock until the page goes (once; nothing where the browser has no Web Locks). */
export function holdTabLock() {
  if (holding) return;
  holding = true;
  try {
    globalThis.navigator?.locks?.request(lockName(TAB), () => new Promise(() => {})).catch(() => {});
  } catch {
    // no Web Locks: other tabs cannot tell that this one is open
  }
}

/**
 * Whether the tab with id `tab` is open: true, false, or null where the browser cannot tell
 * (no Web Locks). A duplicated tab shares its id: waiting for the lock counts as open too.
 */
export async function tabOpen(tab) {
  try {
    const locks = globalThis.navigator?.locks;
    if (!locks) return null;
    const { held = [], pending = [] } = await locks.query();
    return [...held, ...pending].some((lock) => lock.name === lockName(tab));
  } catch {
    return null;
  }
}
