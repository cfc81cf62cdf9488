// This tab's id, kept in sessionStorage so that a reloaded tab is the same tab: autosave marks
// its saves with it, and the work set aside tells this tab's programs from other tabs'.
const KEY = 'tfplay:tab';

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
