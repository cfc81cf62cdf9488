// Light and dark themes: follows prefers-color-scheme until the reader picks one, which is
// remembered. An embed's &theme= wins and is not remembered.
const KEY = 'tfplay:theme';
const CHOICES = ['system', 'light', 'dark'];

export function createTheme({ forced = null } = {}) {
  const media = window.matchMedia('(prefers-color-scheme: dark)');
  const listeners = new Set();
  let preference = forced ?? readStored();

  const effective = () => (preference === 'system' ? (media.matches ? 'dark' : 'light') : preference);
  const apply = () => {
    const theme = effective();
    document.documentElement.dataset.theme = theme;
    document.documentElement.style.colorScheme = theme;
    for (const fn of listeners) fn(theme);
  };
  media.addEventListener('change', () => {
    if (preference === 'system') apply();
  });
  apply();

  return {
    current: effective,
    preference: () => preference,
    set(choice) {
      if (!CHOICES.includes(choice)) return;
      preference = choice;
      if (!forced) {
        try {
          localStorage.setItem(KEY, choice);
        } catch {
          // storage may be unavailable (private mode, sandboxed iframe)
        }
      }
      apply();
    },
    onChange(fn) {
      listeners.add(fn);
    },
  };
}

function readStored() {
  try {
    const v = localStorage.getItem(KEY);
    return CHOICES.includes(v) ? v : 'system';
  } catch {
    return 'system';
  }
}
