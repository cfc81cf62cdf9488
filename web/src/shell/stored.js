// Small values kept in localStorage (the first-visit hint, the split). Storage may be
// unavailable (private mode, a sandboxed iframe): then nothing is remembered, and nothing fails.

/** The string stored under `key`, or null. */
export function readStored(key) {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Stores `value` under `key`; null removes it. */
export function writeStored(key, value) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // nothing is remembered
  }
}
