// Chooses the editor: Monaco on desktops and tablets, a plain textarea on phones (or with
// ?editor=plain). Both have one interface:
//   kind, getValue(), setValue(source), focus(), updateOptions(monacoOptions), setTheme(name),
//   setReadOnly(flag), revealLine(line), setError(error|null), setWarnings([{line, message}]),
//   highlightLines([line]), highlighted(), setStepLine(line), stepLine(), setCallNotes([{line, text, kind}]), callNotes(),
//   colourLines([{line, colour}]), colouredLines(), contentHeight(), cursor(), markers()
//
// Monaco costs about a second of main-thread work once its script arrives, so the page never
// waits for it: createEditor returns at once with the plain editor (line numbers laid out like
// Monaco's), which shows the code and takes edits, and upgrade() swaps Monaco in later (at
// idle, or when the reader first reaches for the editor) with the same text, selection, scroll
// and focus, and with every mark the page has set.
import { createEditor as createPlain } from './editor-plain.js';

/** Phones (and narrow embeds): the plain editor alone, with a gutter as narrow as its numbers. */
export const NARROW_SCREEN = '(max-width: 640px)';

export function wantsPlainEditor(params = new URLSearchParams(location.search)) {
  const choice = params.get('editor');
  if (choice === 'plain') return true;
  if (choice === 'monaco') return false;
  return window.matchMedia(NARROW_SCREEN).matches;
}

/**
 * Creates the editor in `element` and returns its interface at once, plus `upgrade()` (loads
 * Monaco and swaps it in) and `upgraded` (a promise resolved once the final editor is in
 * place, however the upgrade came about; at once for the plain editor of phones).
 */
export function createEditor(element, options) {
  if (wantsPlainEditor()) {
    const plain = createPlain(element, { ...options, lineNumbers: 'compact' });
    const upgraded = Promise.resolve(plain);
    return Object.assign(plain, { upgrade: () => upgraded, upgraded });
  }
  return createUpgradingEditor(element, options);
}

/** The plain editor standing in for Monaco until upgrade() swaps Monaco in. */
function createUpgradingEditor(element, options) {
  // What the page has set, replayed on Monaco when it takes over.
  const state = {
    theme: options.theme,
    readOnly: Boolean(options.readOnly),
    options: {},
    error: null,
    warnings: [],
    highlighted: [],
    stepLine: 0,
    coloured: [],
    notes: [],
  };
  let swapping = false;
  const onKeyboardFocus = (focusState) => {
    if (!swapping) options.onKeyboardFocus?.(focusState);
  };
  let current = createPlain(element, { ...options, onKeyboardFocus, lineNumbers: true });
  let upgrading = null;
  let upgraded;

  let pointerDown = false;
  let composing = false;
  element.addEventListener('pointerdown', () => (pointerDown = true), true);
  window.addEventListener('pointerup', () => (pointerDown = false), true);
  window.addEventListener('pointercancel', () => (pointerDown = false), true);
  element.addEventListener('compositionstart', () => (composing = true), true);
  element.addEventListener('compositionend', () => (composing = false), true);

  // The reader reaching for the editor loads Monaco at once, not at idle.
  const reach = () => facade.upgrade();
  for (const type of ['focusin', 'pointerdown']) element.addEventListener(type, reach, { once: true });

  async function upgrade() {
    let createMonaco;
    try {
      ({ createEditor: createMonaco } = await import('./editor-monaco.js'));
    } catch (err) {
      console.warn('Monaco could not load; keeping the plain editor', err);
      return facade;
    }
    // Not in the middle of a click, a drag or an IME composition: the swap waits for its end,
    // so the caret it places or the text it makes is taken over too.
    while (pointerDown || composing) await new Promise((resolve) => setTimeout(resolve, 16));
    // One task from here on: no keystroke can land between the snapshot and the swap.
    const snap = current.snapshot();
    swapping = true;
    try {
      current.destroy();
      const monaco = createMonaco(element, { ...options, onKeyboardFocus, value: snap.value, theme: state.theme, readOnly: state.readOnly });
      monaco.updateOptions(state.options);
      monaco.setError(state.error);
      monaco.setWarnings(state.warnings);
      monaco.colourLines(state.coloured);
      monaco.setCallNotes(state.notes);
      if (state.highlighted.length) monaco.highlightLines(state.highlighted);
      monaco.setStepLine(state.stepLine);
      monaco.restore(snap);
      current = monaco;
    } finally {
      swapping = false;
    }
    return facade;
  }

  const facade = {
    get kind() {
      return current.kind;
    },
    getValue: () => current.getValue(),
    setValue: (source) => current.setValue(source),
    focus: () => current.focus(),
    updateOptions(monacoOptions) {
      Object.assign(state.options, monacoOptions);
      current.updateOptions(monacoOptions);
    },
    setTheme(name) {
      state.theme = name;
      current.setTheme(name);
    },
    setReadOnly(flag) {
      state.readOnly = Boolean(flag);
      current.setReadOnly(flag);
    },
    revealLine: (line, opts) => current.revealLine(line, opts),
    setError(error) {
      state.error = error;
      current.setError(error);
    },
    setWarnings(warnings) {
      state.warnings = warnings;
      current.setWarnings(warnings);
    },
    highlightLines(lines) {
      state.highlighted = [...lines];
      current.highlightLines(lines);
    },
    highlighted: () => current.highlighted(),
    setStepLine(line) {
      state.stepLine = line;
      current.setStepLine(line);
    },
    stepLine: () => current.stepLine(),
    colourLines(entries) {
      state.coloured = entries;
      current.colourLines(entries);
    },
    colouredLines: () => current.colouredLines(),
    setCallNotes(list) {
      state.notes = list;
      current.setCallNotes(list);
    },
    callNotes: () => current.callNotes(),
    contentHeight: () => current.contentHeight(),
    cursor: () => current.cursor(),
    markers: () => current.markers(),
    /** Loads Monaco and swaps it in (once); resolves with this editor when it is in place. */
    upgrade() {
      upgrading ??= upgrade().then(upgraded);
      return upgrading;
    },
    upgraded: null,
  };
  facade.upgraded = new Promise((resolve) => (upgraded = () => (resolve(facade), facade)));
  return facade;
}
