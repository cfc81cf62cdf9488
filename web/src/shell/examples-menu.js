// The examples menu: a <select> of the examples and exercises. A choice (a click, a tap, a pick
// in the open list, or Enter) opens the example. Browsing the closed menu with the keyboard
// (arrows, Home/End, Page Up/Down, typing a title's first letters) only moves through the titles:
// browsers report each step as a change, and opening every example passed over would replace
// the reader's program (and run it) at each one. Enter opens the title shown; Escape, or leaving
// the menu, puts back the title of the program in the editor. A note under the menu says so.

/**
 * Fills `select` with `examples` ({id, title, topic, predict}) and connects it.
 * @param {HTMLSelectElement} select
 * @param {HTMLElement} note  the note shown while browsing by keyboard
 * @param {{onChoose: (example: object) => void, exampleById: (id: string) => object|undefined}} options
 */
export function connectExamplesMenu(select, note, examples, { onChoose, exampleById }) {
  const placeholder = document.createElement('option');
  placeholder.value = '';
  placeholder.textContent = 'Examples…';
  select.append(placeholder);
  for (const ex of examples) {
    const o = document.createElement('option');
    o.value = ex.id;
    o.textContent = ex.predict ? `Exercise: ${ex.title}` : ex.title;
    o.title = ex.topic;
    select.append(o);
  }

  let shown = ''; // the menu's value for the program in the editor
  let keyStep = false; // a key pressed on the closed menu may move its choice in this task
  const browsing = () => select.value !== shown;
  const showNote = () => (note.hidden = !browsing());
  const putBack = () => {
    select.value = shown;
    showNote();
  };
  const choose = () => {
    const ex = exampleById(select.value);
    if (!ex) return putBack(); // "Examples…" chosen: nothing to open
    note.hidden = true;
    onChoose(ex);
  };

  select.addEventListener('keydown', (event) => {
    const plain = !event.altKey && !event.ctrlKey && !event.metaKey && !event.shiftKey;
    if (event.key === 'Enter' && plain && browsing()) {
      event.preventDefault();
      choose();
    } else if (event.key === 'Escape' && plain && browsing()) {
      event.preventDefault();
      putBack();
    } else if (event.key === ' ' || event.key === 'F4' || (event.altKey && /^Arrow(Up|Down)$/.test(event.key))) {
      // The list opens: from the program's title, so that picking the one browsed to is a change.
      if (browsing()) putBack();
    } else if (!event.altKey && !event.ctrlKey && !event.metaKey && event.key !== 'Tab') {
      // The browser's default action, after this listener, moves the closed menu's choice and
      // fires 'change' in this same task.
      keyStep = true;
      setTimeout(() => (keyStep = false));
    }
  });
  select.addEventListener('change', () => {
    if (keyStep) showNote();
    else choose();
  });
  // Leaving, or opening the list with the pointer (where picking the title shown would be no
  // change, and open nothing), puts the program's title back.
  for (const type of ['blur', 'pointerdown']) {
    select.addEventListener(type, () => {
      if (browsing()) putBack();
    });
  }

  return {
    /** The menu names `id` (an example's, or '' for none) as the program in the editor. */
    show(id) {
      shown = id;
      putBack();
    },
  };
}
