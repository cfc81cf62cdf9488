// The program as a file: a .py to keep or share when a link cannot hold it, and a Jupyter
// notebook (nbformat 4, one code cell) to run the program in real TensorFlow.
import { MAX_CODE } from '../share.js';

/** The file name for the program: the exercise's id, else "tfplay". */
export function programFileName(exerciseId, extension) {
  return `${exerciseId || 'tfplay'}.${extension}`;
}

/**
 * A notebook holding `code` as its one code cell, as JSON text (nbformat 4.5: cells carry an
 * id). The source is a list of lines, each with its newline, as Jupyter writes it.
 */
export function notebookText(code) {
  const source = code.split(/(?<=\n)/);
  const notebook = {
    cells: [{ cell_type: 'code', execution_count: null, id: 'tfplay-program', metadata: {}, outputs: [], source }],
    metadata: {
      kernelspec: { display_name: 'Python 3', language: 'python', name: 'python3' },
      language_info: { name: 'python' },
    },
    nbformat: 4,
    nbformat_minor: 5,
  };
  return `${JSON.stringify(notebook, null, 1)}\n`;
}

/** Saves `text` as a file named `name` through the browser's download. */
export function downloadText(name, text, type) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.hidden = true;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Downloads the program as a .py file. */
export function downloadPython(code, exerciseId) {
  downloadText(programFileName(exerciseId, 'py'), code, 'text/x-python');
}

/** Downloads the program as a one-cell notebook. */
export function downloadNotebook(code, exerciseId) {
  downloadText(programFileName(exerciseId, 'ipynb'), notebookText(code), 'application/x-ipynb+json');
}

/**
 * Wires the Download menu (a <details> of buttons with data-download="py"|"ipynb"): each
 * button saves the program and closes the menu; Escape closes it too.
 * @param {HTMLDetailsElement} menu
 * @param {() => {code: string, exerciseId: string}} program
 */
export function connectDownloadMenu(menu, program) {
  menu.addEventListener('click', (event) => {
    const kind = event.target.closest('[data-download]')?.dataset.download;
    if (!kind) return;
    const { code, exerciseId } = program();
    if (kind === 'py') downloadPython(code, exerciseId);
    else downloadNotebook(code, exerciseId);
    menu.open = false;
    menu.querySelector('summary').focus();
  });
  menu.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && menu.open) {
      menu.open = false;
      menu.querySelector('summary').focus();
    }
  });
  document.addEventListener('pointerdown', (event) => {
    if (menu.open && !menu.contains(event.target)) menu.open = false;
  });
  // The items hang from the button's right edge; where that would cut them off at the window's
  // left (the button near the left of a wrapped top bar, on a phone) they hang from its left.
  menu.addEventListener('toggle', () => {
    if (!menu.open) return;
    const items = menu.querySelector('.menu-items');
    items.classList.remove('from-left');
    if (items.getBoundingClientRect().left < 0) items.classList.add('from-left');
  });
}

/**
 * What Share says about a program no link can hold (checkedShareUrl gave none): why, and what to
 * do instead. A program within MAX_CODE characters can still make a link longer than a browser
 * opens (text that compresses badly, a long ledger of predictions).
 */
export function tooLongToShareText(code) {
  const size = code.length.toLocaleString('en');
  const why =
    code.length > MAX_CODE
      ? `it has ${size} characters, and a link holds at most ${MAX_CODE.toLocaleString('en')}`
      : `its ${size} characters (with your predictions, if any) make a link longer than a browser opens`;
  return `This program is too long to share by link: ${why}. To share it, download it as a .py file and send the file, or shorten the program.`;
}

/** The notice for Share on a program no link can hold: it offers the .py file instead. */
export function tooLongToShare(notices, code, exerciseId) {
  notices.show({
    id: 'share',
    tone: 'warning',
    text: tooLongToShareText(code),
    actions: [{ label: 'Download .py', testid: 'share-download-py', run: () => downloadPython(code, exerciseId) }],
  });
}

/**
 * Says that autosave could not keep the program (the browser's storage is full or blocked), so
 * a closed tab (and, unless `inTab`: this tab keeps it for a reload, a reload) would lose it,
 * and offers it as a .py download. `current()`: the program and its exercise as they are when
 * the button is pressed.
 */
export function notSavedNotice(notices, current, { inTab = false } = {}) {
  notices.show({
    id: 'not-saved',
    tone: 'error',
    text: inTab
      ? 'This browser would not store your program for other tabs and later visits (it is too large for its storage, ' +
        'or storage is blocked): a reload keeps it, but a closed tab would lose it. Download it to keep a copy.'
      : 'This browser would not store your program (it is too large for its storage, or storage is blocked), ' +
        'so a reload or a closed tab would lose it. Download it to keep a copy.',
    actions: [
      {
        label: 'Download .py',
        testid: 'not-saved-download-py',
        run: () => {
          const { code, exerciseId } = current();
          downloadPython(code, exerciseId);
        },
      },
    ],
  });
}
