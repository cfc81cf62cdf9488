// A plain <textarea> editor, with the same interface as editor-monaco.js: the editor on phones
// (Monaco does not support mobile browsers), and on larger screens the editor the page opens
// with until Monaco has loaded (editor.js), then with line numbers laid out like Monaco's, so
// the code shows at once and can be edited before Monaco is there. Tab indents by four
// spaces, Enter keeps the indentation (one level more after a ':'); Ctrl/Cmd+Enter runs. Long
// lines wrap at the editor's width, as in Monaco (an exercise's question, written as comments,
// reads without scrolling sideways).

import { utf16Column } from './columns.js';
import { exceptionLine } from './run-model.js';
import { createLineBars } from './plain-line-bars.js';

/**
 * How many rows each line of `area` (a wrapping textarea) takes on screen. Lines short enough
 * to fit take one (the font is monospace); longer ones are laid out in a hidden copy of the
 * textarea's text box and measured.
 */
function wrappedRows(area) {
  const lines = area.value.split('\n');
  const style = getComputedStyle(area);
  const contentWidth = area.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  const lineHeight = parseFloat(style.lineHeight) || 21;
  const probe = document.createElement('div');
  probe.setAttribute('aria-hidden', 'true');
  Object.assign(probe.style, {
    position: 'absolute',
    visibility: 'hidden',
    left: '-10000px',
    top: '0',
    width: `${Math.max(contentWidth, 1)}px`,
    font: style.font,
    tabSize: style.tabSize,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'break-word',
  });
  // The sample must not wrap: a box narrower than 100 characters would clip its width.
  const sample = document.createElement('span');
  sample.style.whiteSpace = 'pre';
  sample.textContent = 'x'.repeat(100);
  probe.append(sample);
  document.body.append(probe);
  const charWidth = sample.getBoundingClientRect().width / 100;
  const rows = lines.map((line) => {
    // Printable ASCII is one character wide; anything else (tabs, wide characters) is measured.
    if (contentWidth <= 0 || (charWidth > 0 && /^[ -~]*$/.test(line) && line.length * charWidth <= contentWidth)) return 1;
    probe.textContent = line || ' ';
    return Math.max(1, Math.round(probe.getBoundingClientRect().height / lineHeight));
  });
  probe.remove();
  return rows;
}

/** Programs of up to this many lines replace the text through the browser's editing command. */
const UNDOABLE_LINES = 120;
const lineCount = (text) => {
  let n = 1;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) n += 1;
  return n;
};

/** Focus within this long after a pointerdown came from the pointer, not the keyboard. */
export const POINTER_FOCUS_MS = 1000;
let pointerAt = -Infinity;
window.addEventListener('pointerdown', () => (pointerAt = performance.now()), true);

/**
 * Creates the editor in `element` (see editor-monaco.js for the options). `lineNumbers` adds a
 * gutter of line numbers left of the text: true lays it out as Monaco's (the editor standing in
 * for Monaco), 'compact' as narrow as its numbers (phones and narrow embeds, where the panes'
 * "L9" and the error's "line 9" must still be found).
 */
export function createEditor(element, { value, readOnly, onChange, onRun, onCursorLine, onKeyboardFocus, onContentHeight, lineNumbers = false }) {
  const area = document.createElement('textarea');
  area.className = 'plain-editor';
  area.value = value;
  area.spellcheck = false;
  area.autocapitalize = 'off';
  area.setAttribute('autocomplete', 'off');
  area.setAttribute('autocorrect', 'off');
  area.setAttribute('aria-label', 'Python program. Press Escape then Tab to move focus out of the editor.');
  area.wrap = 'soft';
  area.readOnly = Boolean(readOnly);
  let root = area;
  let gutter = null;
  if (lineNumbers) {
    // Line numbers in a column that scrolls with the text; a line that wraps onto several
    // rows leaves as many rows of the gutter blank after its number.
    root = document.createElement('div');
    root.className = 'plain-wrap';
    gutter = document.createElement('div');
    gutter.className = lineNumbers === 'compact' ? 'plain-gutter is-compact' : 'plain-gutter';
    gutter.setAttribute('aria-hidden', 'true');
    root.append(gutter, area);
  }
  element.append(root);
  element.classList.add('is-plain');
  // The caret starts at the top, as in Monaco (setting the value put it at the end).
  area.setSelectionRange(0, 0);
  // Rows per line, measured once per text and width: the gutter, the line bars and the content
  // height all ask after each keystroke.
  let measured = { value: null, width: -1, rows: [] };
  const rowsOf = () => {
    if (measured.value !== area.value || measured.width !== area.clientWidth) {
      measured = { value: area.value, width: area.clientWidth, rows: wrappedRows(area) };
    }
    return measured.rows;
  };
  let gutterText = '';
  let contentHeight = 0;
  const measureContent = (rows) => {
    if (!area.isConnected) return; // removed (Monaco took over): nothing laid out
    const style = getComputedStyle(area);
    const lineHeight = parseFloat(style.lineHeight) || 21;
    const height = rows.reduce((sum, n) => sum + n, 0) * lineHeight + (parseFloat(style.paddingTop) || 0) + (parseFloat(style.paddingBottom) || 0);
    if (height !== contentHeight) {
      contentHeight = height;
      onContentHeight?.(height);
    }
  };
  const renumber = () => {
    if (!gutter) return measureContent(rowsOf());
    const rows = rowsOf();
    measureContent(rows);
    const text = rows.map((n, i) => String(i + 1) + '\n'.repeat(n - 1)).join('\n');
    if (text !== gutterText) gutter.textContent = gutterText = text;
    gutter.scrollTop = area.scrollTop;
  };
  // The lines Monaco would decorate, as bars over their rows (plain-line-bars.js): the
  // stepper's call, the error's lines, warnings and the lines a pane points at.
  const stepBars = createLineBars(element, area, 'plain-step-line', rowsOf);
  const errorBars = createLineBars(element, area, 'plain-error-line', rowsOf);
  const warningBars = createLineBars(element, area, 'plain-warning-line', rowsOf);
  const highlightBars = createLineBars(element, area, 'plain-line-highlight', rowsOf);
  const revealBars = createLineBars(element, area, 'plain-line-highlight', rowsOf);
  const allBars = [stepBars, errorBars, warningBars, highlightBars, revealBars];
  let stepLine = 0;
  const measureBars = () => allBars.forEach((bars) => bars.measure());
  const scrollToRows = (rows) => {
    if (!rows) return;
    const top = rows.top - area.scrollTop;
    if (top < 0 || top + rows.height > area.clientHeight) area.scrollTop = Math.max(0, rows.top - area.clientHeight / 3);
    allBars.forEach((bars) => bars.place());
  };

  // Rows depend on the width: renumber when it changes. The observer's first call comes with the
  // page's first layout; until then, a line is a row (measuring now would lay out a page still
  // being built).
  let width = 0;
  if (!window.ResizeObserver) renumber();
  else if (gutter) gutter.textContent = gutterText = Array.from({ length: lineCount(area.value) }, (_, i) => i + 1).join('\n');
  if (window.ResizeObserver) {
    new ResizeObserver(() => {
      if (area.clientWidth === width) return;
      width = area.clientWidth;
      renumber();
      measureBars();
    }).observe(area);
  }

  let markers = [];
  let highlighted = [];
  let coloured = [];
  let notes = [];
  let lastLine = 0;

  const lineOfOffset = (offset) => area.value.slice(0, offset).split('\n').length;
  const lineStart = (line) => {
    const lines = area.value.split('\n');
    let offset = 0;
    for (let i = 0; i < line - 1 && i < lines.length; i++) offset += lines[i].length + 1;
    return { offset, length: lines[line - 1]?.length ?? 0 };
  };
  const reportCursor = () => {
    const line = lineOfOffset(area.selectionStart);
    if (line !== lastLine) {
      lastLine = line;
      onCursorLine?.(line);
    }
  };

  // Setting `value` empties the textarea's undo history, so the page's replacements of the
  // program (an example, a link, restored work) go through the browser's editing command, which
  // keeps the text replaced as an undo step. The command edits the focused field: focus visits
  // the textarea and goes back where it was within this task (no keyboard note, no on-screen
  // keyboard), and the caret and scroll start at the top, as for the program the page opened with.
  // Where the command cannot be used, the keyboard's undo swaps the text back (keyedReplacement).
  // The command inserts line by line, in time growing with the square of the lines (300 lines:
  // a third of a second): a longer program is set as the value, and the last such replacement
  // is undone and redone by the keyboard's Ctrl/Cmd+Z and Ctrl/Cmd+Shift+Z (or Ctrl+Y) alone.
  let keyedReplacement = null; // {old, value}
  const replaced = []; // the last replacements made through the command: {old, value}
  const undone = []; // those undone since the last edit, the latest last (see 'beforeinput')
  let visiting = false;
  let redoing = false; // replaceUndoably is redoing a replacement (see 'beforeinput')
  function replaceUndoably(source) {
    // Not in a window without focus (an embed the host page sets the code of): focus would move
    // into it, away from what the reader is doing.
    if (area.readOnly || !area.isConnected || typeof document.execCommand !== 'function' || !document.hasFocus()) return false;
    const before = document.activeElement;
    const { scrollX, scrollY } = window;
    const valueBefore = area.value;
    visiting = true;
    let done = false;
    try {
      if (before !== area) area.focus({ preventScroll: true });
      if (document.activeElement !== area) return false;
      area.setSelectionRange(0, area.value.length);
      done = document.execCommand('insertText', false, source) && area.value === source.replace(/\r\n?/g, '\n');
      if (done) {
        area.setSelectionRange(0, 0);
        area.scrollTop = 0;
        if (!redoing) undone.length = 0;
        replaced.push({ old: valueBefore, value: area.value });
        if (replaced.length > 20) replaced.shift();
      }
    } finally {
      if (before !== area) {
        if (before && before !== document.body && typeof before.focus === 'function') before.focus({ preventScroll: true });
        else area.blur();
      }
      window.scrollTo(scrollX, scrollY);
      visiting = false;
    }
    return done;
  }

  area.addEventListener('focus', () => {
    if (!visiting) revealBars.set([]);
  });
  // Chromium's redo of a replacement made so loses the first line of the text it puts back.
  // The replacements undone are kept (until the next edit, which empties the redo history), and
  // a redo that would bring one back makes it again instead.
  let valueBeforeInput = area.value;
  area.addEventListener('beforeinput', (event) => {
    valueBeforeInput = area.value;
    const last = undone.at(-1);
    if (event.inputType !== 'historyRedo' || !last || last.old !== area.value || area.readOnly) return;
    event.preventDefault();
    undone.pop();
    redoing = true;
    try {
      if (!replaceUndoably(last.value)) {
        area.value = last.value;
        renumber();
        measureBars();
        onChange({ undo: true });
      }
    } finally {
      redoing = false;
    }
  });
  area.addEventListener('input', (event) => {
    const history = event.inputType === 'historyUndo' || event.inputType === 'historyRedo';
    if (event.inputType === 'historyUndo') {
      const replacement = replaced.findLast((r) => r.value === valueBeforeInput && r.old === area.value);
      if (replacement) undone.push(replacement);
    } else if (!history && !visiting) {
      undone.length = 0;
    }
    revealBars.set([]);
    renumber();
    measureBars();
    onChange({ undo: history || redoing });
  });
  area.addEventListener('scroll', () => {
    if (gutter) gutter.scrollTop = area.scrollTop;
    allBars.forEach((bars) => bars.place());
  });
  area.addEventListener('keyup', reportCursor);
  area.addEventListener('click', reportCursor);
  area.addEventListener('keydown', (event) => {
    const key = event.key?.toLowerCase();
    const undoKey = (event.ctrlKey || event.metaKey) && !event.altKey && key === 'z' && !event.shiftKey;
    const redoKey = (event.ctrlKey || event.metaKey) && !event.altKey && ((key === 'z' && event.shiftKey) || (key === 'y' && !event.shiftKey));
    const keyed = keyedReplacement;
    if (keyed && !area.readOnly && ((undoKey && area.value === keyed.value) || (redoKey && area.value === keyed.old))) {
      event.preventDefault();
      area.value = undoKey ? keyed.old : keyed.value;
      area.setSelectionRange(0, 0);
      area.scrollTop = 0;
      renumber();
      measureBars();
      onChange({ undo: true });
      return;
    }
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      onRun();
    } else if (event.key === 'Enter' && !event.shiftKey && !event.altKey && !event.isComposing && !area.readOnly) {
      // A new line keeps the indentation of the line it breaks, one level more after a line
      // ending in ':' (a def, if, for ... header), as Monaco's Python rules do.
      const start = area.selectionStart;
      const before = area.value.slice(area.value.lastIndexOf('\n', start - 1) + 1, start);
      const indent = /^[ \t]*/.exec(before)[0] + (/:\s*$/.test(before) ? '    ' : '');
      if (!indent) return;
      event.preventDefault();
      if (!document.execCommand?.('insertText', false, `\n${indent}`)) {
        area.setRangeText(`\n${indent}`, area.selectionStart, area.selectionEnd, 'end');
        renumber();
        onChange({ undo: false });
      }
    } else if (event.key === 'Tab' && !event.shiftKey && !area.readOnly && !event.ctrlKey && !event.altKey) {
      // Indent (Escape then Tab leaves the field, so keyboard users are never trapped).
      if (area.dataset.escaped === '1') return;
      event.preventDefault();
      if (!document.execCommand?.('insertText', false, '    ')) {
        area.setRangeText('    ', area.selectionStart, area.selectionEnd, 'end');
        renumber();
        onChange({ undo: false });
      }
    } else if (event.key === 'Backspace' && !event.shiftKey && !event.ctrlKey && !event.altKey && !event.metaKey && !area.readOnly) {
      // In a line's leading spaces Backspace goes back one indentation level (to the previous
      // multiple of four), as Monaco does: one space less would leave the line mis-indented.
      const start = area.selectionStart;
      const before = area.value.slice(area.value.lastIndexOf('\n', start - 1) + 1, start);
      if (start !== area.selectionEnd || !/^ {2,}$/.test(before)) return;
      event.preventDefault();
      const remove = before.length % 4 || 4;
      area.setSelectionRange(start - remove, start);
      if (!document.execCommand?.('delete')) {
        area.setRangeText('', start - remove, start, 'end');
        renumber();
        onChange({ undo: false });
      }
    } else if (event.key === 'Escape') {
      area.dataset.escaped = '1';
      onKeyboardFocus?.('leave');
    } else if (!['Shift', 'Control', 'Alt', 'Meta', 'Tab'].includes(event.key)) {
      if (area.dataset.escaped) onKeyboardFocus?.('indent');
      delete area.dataset.escaped;
    }
  });
  // Focus from the keyboard (Tab through the page) starts as after Escape: Tab passes on until
  // another key is pressed, so tabbing past the editor never indents the program. Not from a
  // pointer: a click or a tap is there to edit.
  // Focus that comes back with the window (another window or tab, and back) is no arrival.
  let windowBlurred = false;
  area.addEventListener('focus', () => {
    if (visiting) return;
    if (!windowBlurred && performance.now() - pointerAt > POINTER_FOCUS_MS) area.dataset.escaped = '1';
    windowBlurred = false;
    onKeyboardFocus?.(area.dataset.escaped ? 'leave' : 'indent');
  });
  area.addEventListener('blur', () => {
    if (visiting) return;
    // The window lost focus while the textarea still has the page's: it stays the active element.
    windowBlurred = document.activeElement === area;
    if (!windowBlurred) delete area.dataset.escaped;
    onKeyboardFocus?.(null);
  });

  return {
    kind: 'plain',
    getValue: () => area.value.replace(/\r\n/g, '\n'),
    /** Replaces the text as one undo step: undo (Ctrl+Z, a phone's undo) brings the old one back. */
    setValue(source) {
      if (source === area.value) return;
      if (lineCount(source) <= UNDOABLE_LINES && replaceUndoably(source)) return;
      // Too long for the editing command (or where it cannot be used): the keyboard's undo and
      // redo still swap it back.
      keyedReplacement = { old: area.value, value: source.replace(/\r\n?/g, '\n') };
      area.value = source;
      renumber();
      measureBars();
      onChange({ undo: false });
    },
    focus: () => area.focus(),
    updateOptions: () => {},
    setTheme: () => {},
    setReadOnly: (flag) => (area.readOnly = Boolean(flag)),
    /**
     * Selects `line` and scrolls it into view. Without `focus` (a tap on a phone, where focus
     * would open the on-screen keyboard) an unfocused textarea shows no selection, so a bar
     * marks the line until the editor is focused or edited, and the page scrolls to it.
     */
    revealLine(line, { focus = true } = {}) {
      const { offset, length } = lineStart(line);
      if (focus) area.focus();
      area.setSelectionRange(offset, offset + length);
      const lineHeight = parseFloat(getComputedStyle(area).lineHeight) || 20;
      const rowsBefore = rowsOf().slice(0, Math.max(0, line - 3)).reduce((sum, n) => sum + n, 0);
      area.scrollTop = rowsBefore * lineHeight;
      revealBars.set(focus || document.activeElement === area ? [] : [{ start: line }]);
      if (!focus) (revealBars.firstElement() ?? area).scrollIntoView({ block: 'nearest' });
    },
    setError(error) {
      markers = markers.filter((m) => m.severity !== 8);
      if (error && error.line > 0) {
        // Code-point columns (the run result's) as the textarea's UTF-16 ones (columns.js).
        const lines = area.value.split('\n');
        const at = (line, column) => utf16Column(lines[line - 1] ?? '', column);
        const range = error.end_line > 0 && error.end_column > 0 ? { endLineNumber: error.end_line, endColumn: at(error.end_line, error.end_column) } : {};
        markers.push({ severity: 8, startLineNumber: error.line, startColumn: at(error.line, error.column) || 1, ...range, message: exceptionLine(error) });
      }
      errorBars.set(markers.filter((m) => m.severity === 8).map((m) => ({ start: m.startLineNumber, end: m.endLineNumber ?? m.startLineNumber })));
    },
    setWarnings(warnings) {
      markers = markers.filter((m) => m.severity === 8);
      for (const w of warnings) markers.push({ severity: 4, startLineNumber: w.line, startColumn: 1, message: w.message });
      warningBars.set(warnings.filter((w) => w.line > 0).map((w) => ({ start: w.line })));
    },
    /** Highlights whole lines (e.g. the calls a cache row served), the first scrolled into view; [] clears. */
    highlightLines(lines) {
      highlighted = [...lines];
      highlightBars.set(highlighted.map((line) => ({ start: line })));
      scrollToRows(highlightBars.first());
    },
    highlighted: () => [...highlighted],
    /** Marks the line of the call the stepper shows, scrolled into view; 0 clears. */
    setStepLine(line) {
      stepLine = line > 0 ? line : 0;
      stepBars.set(stepLine ? [{ start: stepLine }] : []);
      scrollToRows(stepBars.first());
    },
    stepLine: () => stepLine,
    // A textarea cannot colour single lines; the graph view's own colours still show.
    colourLines(entries) {
      coloured = [...entries];
    },
    colouredLines: () => coloured.map((e) => ({ ...e })),
    setCallNotes(list) {
      notes = [...list];
    },
    callNotes: () => notes.map((n) => ({ ...n })),
    /** The code's height in px as laid out: wrapped rows and padding included. */
    contentHeight: () => (measureContent(rowsOf()), contentHeight),
    cursor() {
      const before = area.value.slice(0, area.selectionStart).split('\n');
      return { line: before.length, column: before.at(-1).length + 1 };
    },
    markers: () => [...markers],
    /** What another editor needs to take over: the text, selection, scroll and focus. */
    snapshot: () => ({
      value: area.value.replace(/\r\n/g, '\n'),
      selectionStart: area.selectionStart,
      selectionEnd: area.selectionEnd,
      backward: area.selectionDirection === 'backward',
      scrollTop: area.scrollTop,
      scrollLeft: area.scrollLeft,
      focused: document.activeElement === area,
      escaped: area.dataset.escaped === '1',
    }),
    /** Removes the editor from the page. */
    destroy() {
      root.remove();
      allBars.forEach((bars) => bars.remove());
      element.classList.remove('is-plain');
    },
    /** The element that takes keyboard focus. */
    input: area,
  };
}
