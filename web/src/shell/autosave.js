// Autosave: the program is kept in localStorage as it is edited, so a reload or a crash never
// loses work. A share link wins over the saved code, which is kept (and offered) meanwhile.
const KEY = 'tfplay:autosave';
const DELAY_MS = 400;

export function loadSaved() {
  try {
    const raw = JSON.parse(localStorage.getItem(KEY) ?? 'null');
    if (raw && typeof raw.code === 'string' && raw.code.length > 0) {
      return { code: raw.code, savedAt: Number(raw.savedAt) || 0, exercise: typeof raw.exercise === 'string' ? raw.exercise : null };
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
