// Autosave: the program is kept in localStorage as it is edited, so a reload or a crash never
// loses work. A share link wins over the saved code, which is kept (and offered) meanwhile.
// The exercise is kept with it as a share link carries it ({id?, predict?, checked?, ledger?}),
// so that a reload mid-exercise keeps predict mode, the predictions and the hidden results.
// Tabs share the one saved program: before a page overwrites a program another tab saved, it
// sets that one aside (setaside.js; one entry per tab), so the program of a tab that closed or
// reloads after another tab's edits is still offered back.
import { validateState } from '../share.js';
import { setAside } from './setaside.js';

const KEY = 'tfplay:autosave';
const DELAY_MS = 400;

/**
 * The saved program: {code, savedAt, exercise: {id?, predict?, checked?, ledger?} | null, tab,
 * link}, or null. `link`: the program was a share link's, unedited and with no predictions typed:
 * nothing of the reader's own, which the browser's history keeps anyway.
 */
export function loadSaved() {
  try {
    const raw = JSON.parse(localStorage.getItem(KEY) ?? 'null');
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

/** This page's id in the saved program, to tell its saves from other tabs' (setaside.js). */
const TAB = Math.random().toString(36).slice(2, 10);

const readRaw = () => {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
};

/**
 * @param {{onSaved?: (ok: boolean) => void}} options  onSaved: after each write, whether the
 *   program is saved (false: the storage is full, or blocked, and a reload would lose it)
 */
export function createAutosave({ onSaved } = {}) {
  let timer = null;
  let pending = null; // the write a scheduled save will make
  let enabled = true;
  let seen = readRaw(); // the saved program as this page opened it or last saved it
  const write = (code, exercise, link) => {
    try {
      if (readRaw() !== seen) {
        // Another tab saved its program since: keep it before this one replaces it (not a
        // link's program that tab only showed).
        const other = loadSaved();
        if (other && other.code !== code && !other.link) setAside(other);
      }
      const saved = { code, exercise: exercise ?? null, savedAt: Date.now(), tab: TAB };
      if (link) saved.link = true;
      const text = JSON.stringify(saved);
      localStorage.setItem(KEY, text);
      seen = text;
    } catch {
      // Storage full (a program of millions of characters) or unavailable: the page says so.
      onSaved?.(false);
      return;
    }
    onSaved?.(true);
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
