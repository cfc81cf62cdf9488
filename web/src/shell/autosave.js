// Autosave: the program is kept in localStorage as it is edited, so a reload or a crash never
// loses work. A share link wins over the saved code, which is kept (and offered) meanwhile.
// The exercise is kept with it as a share link carries it ({id?, predict?, checked?, ledger?}),
// so that a reload mid-exercise keeps predict mode, the predictions and the hidden results.
import { validateState } from '../share.js';

const KEY = 'tfplay:autosave';
const DELAY_MS = 400;

/** The saved program: {code, savedAt, exercise: {id?, predict?, checked?, ledger?} | null}, or null. */
export function loadSaved() {
  try {
    const raw = JSON.parse(localStorage.getItem(KEY) ?? 'null');
    if (raw && typeof raw.code === 'string' && raw.code.length > 0) {
      // The first format saved the exercise's id alone.
      const exercise = typeof raw.exercise === 'string' ? { id: raw.exercise } : raw.exercise;
      return { code: raw.code, savedAt: Number(raw.savedAt) || 0, exercise: validateState({ code: '', exercise })?.exercise ?? null };
    }
  } catch {
    // unreadable: ignore
  }
  return null;
}

export function createAutosave() {
  let timer = null;
  let pending = null; // the write a scheduled save will make
  let enabled = true;
  const write = (code, exercise) => {
    try {
      localStorage.setItem(KEY, JSON.stringify({ code, exercise: exercise ?? null, savedAt: Date.now() }));
    } catch {
      // storage full or unavailable: nothing to do
    }
  };
  return {
    /** Saves soon (debounced). */
    schedule(getCode, getExercise) {
      if (!enabled) return;
      clearTimeout(timer);
      pending = () => write(getCode(), getExercise?.());
      timer = setTimeout(() => {
        pending = null;
        write(getCode(), getExercise?.());
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
