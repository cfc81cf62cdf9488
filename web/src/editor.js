// Chooses the editor: Monaco on desktops and tablets, a plain textarea on phones (or with
// ?editor=plain). Both have one interface:
//   kind, getValue(), setValue(source), focus(), updateOptions(monacoOptions), setTheme(name),
//   setReadOnly(flag), revealLine(line), setError(error|null), setWarnings([{line, message}]),
//   highlightLines([line]), highlighted(), setCallNotes([{line, text, kind}]), callNotes(),
//   cursor(), markers()

export function wantsPlainEditor(params = new URLSearchParams(location.search)) {
  const choice = params.get('editor');
  if (choice === 'plain') return true;
  if (choice === 'monaco') return false;
  return window.matchMedia('(max-width: 640px)').matches;
}

/** Creates the editor in `element`; resolves with its interface. */
export async function createEditor(element, options) {
  if (!wantsPlainEditor()) {
    try {
      const { createEditor: createMonaco } = await import('./editor-monaco.js');
      return createMonaco(element, options);
    } catch (err) {
      console.warn('Monaco could not load; using the plain editor', err);
    }
  }
  const { createEditor: createPlain } = await import('./editor-plain.js');
  return createPlain(element, options);
}
