// Autosave: the program is kept as it is edited, so a reload or a crash never loses work: in
// sessionStorage for this tab (a reload reopens the tab's own program, whatever other tabs
// saved since) and in localStorage for the next tab or visit. A share link wins over the saved
// code, which is kept (and offered) meanwhile.
// The exercise is kept with it as a share link carries it ({id?, predict?, checked?, ledger?}),
// so that a reload mid-exercise keeps predict mode, the predictions and the hidden results.
// Tabs share the one program in localStorage: before a page overwrites a program another tab
// saved, it sets that one aside (setaside.js; one entry per tab), so the program of a tab that
// closed after another tab's edits is still offered back. A tab that opened with the program
// of another tab still open sets that program aside before its first save of another program:
// that tab may close without saving again, and its program would be gone. (A program whose
// tab has closed is not: this tab goes on with it, as a later visit does.)
import { validateState } from '../share.js';
import { AUTOSAVE_KEY as KEY, setAside } from './setaside.js';
import { holdTabLock, TAB, tabOpen } from './tab-id.js';

const DELAY_MS = 400;

/** window.localStorage or window.sessionStorage (`name`), or null where the browser blocks it. */
function storageOf(name) {
  try {
    return globalThis[name] ?? null;
  } catch {
    return null;
  }
}

/** The saved program as stored (a JSON text) in `storage` (a name, as storageOf takes), or null. */
function readRaw(name) {
  try {
    return storageOf(name)?.getItem(KEY) ?? null;
  } catch {
    return null;
  }
}

/** A saved program's JSON text as {code, savedAt, exercise, tab, link}, or null. */
function parseSaved(text) {
  try {
    const raw = JSON.parse(text ?? 'null');
    if (raw && typeof raw.code === 'string' && raw.code.length > 0) {
      // The first format saved the exercise's id alone.
      const exercise = typeof raw.exercise === 'string' ? { id: raw.exercise } : raw.exercise;
      const tab = typeof raw.tab === 'string' ? raw.tab : null;
      return { code: raw.code, savedAt: Number(raw.savedAt) || 0, exercise: validateState({ code: '', exercise })?.exercise ?? null, tab, link: raw.link === true };
    }
  } catch {
    // unreadable: ignore
  }
  return null;
}

/**
 * The saved program: {code, savedAt, exercise: {id?, predict?, checked?, ledger?} | null, tab,
 * link}, or null: this tab's own (sessionStorage), else the one the last tab saved. `link`: the
 * program was a share link's, unedited and with no predictions typed: nothing of the reader's
 * own, which the browser's history keeps anyway.
 */
export function loadSaved() {
  return parseSaved(readRaw('sessionStorage')) ?? parseSaved(readRaw('localStorage'));
}

/**
 * @param {{onSaved?: (ok: boolean, inTab: boolean) => void, worthKeeping?: (saved: object) => boolean}} options
 *   onSaved: after each write, whether the program is saved for later visits and other tabs
 *   (false: the storage is full, or blocked) and whether this tab keeps it for a reload
 *   (sessionStorage); worthKeeping: whether another tab's saved program ({code, exercise, ...})
 *   is the reader's work, to set aside before it is overwritten (not an unchanged example)
 */
export function createAutosave({ onSaved, worthKeeping = () => true } = {}) {
  holdTabLock();
  let timer = null;
  let pending = null; // the write a scheduled save will make
  let enabled = true;
  // The program in localStorage as this page opened it or last saved it. A tab that reopened
  // its own program takes another tab's saved since (not this tab's) for one to set aside
  // before overwriting it: that tab may have closed.
  const local = parseSaved(readRaw('localStorage'));
  const own = parseSaved(readRaw('sessionStorage'));
  let seen = own && local && own.tab === TAB && local.tab !== TAB && local.code !== own.code ? null : readRaw('localStorage');
  // Another tab's program this tab opened with (from localStorage), while that tab may still be
  // open: set aside at this tab's first save of another program. Forgotten once that tab is
  // known to be closed.
  let inherited = local && !local.link && local.tab && local.tab !== TAB && (!own || own.code === local.code) ? local : null;
  if (inherited) {
    const tab = inherited.tab;
    tabOpen(tab).then((open) => {
      if (open === false && inherited?.tab === tab) inherited = null;
    });
  }
  const write = (code, exercise, link) => {
    const saved = { code, exercise: exercise ?? null, savedAt: Date.now(), tab: TAB };
    if (link) saved.link = true;
    const text = JSON.stringify(saved);
    let inTab = false;
    try {
      storageOf('sessionStorage').setItem(KEY, text);
      inTab = true;
    } catch {
      // full or blocked: localStorage may still take it
    }
    try {
      if (readRaw('localStorage') !== seen) {
        // Another tab saved its program since: keep it before this one replaces it (not a
        // link's program that tab only showed).
        const other = parseSaved(readRaw('localStorage'));
        if (other && other.code !== code && !other.link && worthKeeping(other)) setAside(other);
      } else if (inherited && inherited.code !== code && worthKeeping(inherited)) {
        // The program this tab opened with, another tab's, still in storage (or only this tab's
        // saves of the same code over it): that tab may close without saving it again.
        setAside(inherited);
      }
      if (inherited && inherited.code !== code) inherited = null;
      localStorage.setItem(KEY, text);
      seen = text;
    } catch {
      // Storage full (a program of millions of characters) or unavailable: the page says so.
      onSaved?.(false, inTab);
      return;
    }
    onSaved?.(true, inTab);
  };
  return {
    /**
     * Saves soon (debounced). `isLink()`: the program is a share link's, unedited, with no
     * predictions typed (see loadSaved).
     */
    schedule(getCode, getExercise, isLink) {
      if (!enabled) return;
      clearTimeout(timer);
      const save = () => write(getCode(), getExercise?.(), Boolean(isLink?.()));
      pending = save;
      timer = setTimeout(() => {
        pending = null;
        save();
      }, DELAY_MS);
    },
    /** Makes a scheduled save now (the page is being hidden or closed). */
    flush() {
      clearTimeout(timer);
      pending?.();
      pending = null;
    },
    now(code, exercise) {
      if (!enabled) return;
      clearTimeout(timer);
      write(code, exercise);
    },
    /** Holds saving until the reader decides (a link was opened over saved code). */
    pause() {
      enabled = false;
      clearTimeout(timer);
    },
    resume() {
      enabled = true;
    },
  };
}
