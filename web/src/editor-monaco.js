// The Monaco editor, set up for Python with only the editor features tfplay needs. Loaded on
// demand (phones get editor-plain.js and never download Monaco). Same interface as
// editor-plain.js; see editor.js.
import * as monaco from 'monaco-editor/editor/editor.api';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
import 'monaco-editor/features/codicon/register';
import 'monaco-editor/features/bracketMatching/register';
import 'monaco-editor/features/clipboard/register';
import 'monaco-editor/features/comment/register';
import 'monaco-editor/features/contextmenu/register';
import 'monaco-editor/features/cursorUndo/register';
import 'monaco-editor/features/find/register';
import 'monaco-editor/features/folding/register';
import 'monaco-editor/features/gotoError/register';
import 'monaco-editor/features/gotoLine/register';
import 'monaco-editor/features/hover/register';
import 'monaco-editor/features/indentation/register';
import 'monaco-editor/features/linesOperations/register';
import 'monaco-editor/features/multicursor/register';
import 'monaco-editor/features/parameterHints/register';
import 'monaco-editor/features/quickCommand/register';
import 'monaco-editor/features/smartSelect/register';
// The completion widget (features/suggest/register holds only inline completions).
import 'monaco-editor/editor/contrib/suggest/browser/suggestController';
import 'monaco-editor/features/toggleTabFocusMode/register';
import 'monaco-editor/features/wordHighlighter/register';
import 'monaco-editor/features/wordOperations/register';
import 'monaco-editor/languages/definitions/python/register';
import { utf16Column } from './columns.js';
import { installEditorHelp } from './editor-help.js';
import { POINTER_FOCUS_MS } from './editor-plain.js';
import { NARROW_SCREEN } from './editor.js';
import { exceptionLine } from './run-model.js';

self.MonacoEnvironment = {
  getWorker: () => new EditorWorker({ name: 'monaco-editor' }),
};

const MARKER_OWNER = 'tfplay';
// Monaco's dark theme draws comments in #608B4E, 4.2:1 on its background (WCAG asks 4.5:1);
// VS Code's Dark Modern green, #6A9955, reads at 5:1. An exercise's question is a comment.
monaco.editor.defineTheme('tfplay-dark', { base: 'vs-dark', inherit: true, rules: [{ token: 'comment', foreground: '6A9955' }], colors: {} });
const THEMES = { light: 'vs', dark: 'tfplay-dark' };

// Tab indents, so keyboard users need a way out: Escape, then Tab (or Shift+Tab) moves focus
// out of the editor, as in the plain editor and the Go playground; Ctrl+M (Monaco's "Toggle Tab
// Key Moves Focus") makes Tab move focus until pressed again. Focus that arrives from the
// keyboard (Tab through the page) starts as after Escape: Tab passes on through the editor
// until another key is pressed, so tabbing past the editor never indents the program.
export const KEYBOARD_HELP = 'Press Escape then Tab to move focus out of the editor, or Ctrl+M to make Tab always move focus.';

/**
 * The gutter's options: on a narrow screen (a window narrowed once Monaco is in place; a page
 * opened that narrow has the plain editor) as narrow as its numbers, as the plain editor's is
 * there, without the glyph margin (unused), the folding column and room for five digits, which
 * took 89 px, a quarter of a phone's width (three digits leave two-digit numbers a margin).
 */
function gutterOptions(narrow) {
  return narrow ? { glyphMargin: false, folding: false, lineNumbersMinChars: 3 } : { glyphMargin: true, folding: true, lineNumbersMinChars: 5 };
}

/**
 * Creates the editor in `element`.
 * @param {HTMLElement} element
 * @param {{value: string, theme: 'light'|'dark', readOnly: boolean, onChange: (change: {undo: boolean}) => void,
 *          onRun: () => void, onCursorLine: (line: number) => void,
 *          onKeyboardFocus?: (state: null|'indent'|'leave') => void,
 *          onContentHeight?: (px: number) => void}} options
 *   onKeyboardFocus: null when the editor loses focus, 'indent' when it gets focus (Tab
 *   indents), 'leave' after Escape (the next Tab moves focus out).
 *   onChange: the program changed; change.undo: by an undo or a redo.
 *   onContentHeight: the code's height as laid out changed (an edit, wrapping, call notes).
 */
export function createEditor(element, { value, theme, readOnly, onChange, onRun, onCursorLine, onKeyboardFocus, onContentHeight }) {
  const narrowScreen = window.matchMedia(NARROW_SCREEN);
  const editor = monaco.editor.create(element, {
    value,
    language: 'python',
    theme: THEMES[theme] ?? 'vs',
    readOnly: Boolean(readOnly),
    automaticLayout: true,
    minimap: { enabled: false },
    fontSize: 14,
    lineHeight: 21,
    tabSize: 4,
    insertSpaces: true,
    detectIndentation: false,
    scrollBeyondLastLine: false,
    renderLineHighlight: 'line',
    padding: { top: 8, bottom: 8 },
    fixedOverflowWidgets: true,
    ...gutterOptions(narrowScreen.matches),
    // Long lines wrap at the editor's width, so an exercise's question (comments) and a long
    // call read without scrolling sideways; a wrapped row is indented one step more than its
    // line, so in Python it cannot be mistaken for the next statement.
    wordWrap: 'on',
    wrappingIndent: 'indent',
    // Enter accepts a suggestion only when it changes the text: with 'on', Enter after
    // `@tf.function` or `import tensorflow as tf` accepted the word already typed and the new
    // line was lost.
    acceptSuggestionOnEnter: 'smart',
    // The completion provider (editor-help.js) offers the program's words itself, and nothing
    // where a new name is typed; Monaco's word-based list would fill that silence.
    wordBasedSuggestions: 'off',
    ariaLabel: `Python program. ${KEYBOARD_HELP}`,
  });
  narrowScreen.addEventListener('change', (event) => editor.updateOptions(gutterOptions(event.matches)));
  const model = editor.getModel();
  model.updateOptions({ tabSize: 4, insertSpaces: true });
  let errorMarkers = [];
  let warningMarkers = [];
  const highlight = editor.createDecorationsCollection();
  const colouring = editor.createDecorationsCollection();
  let coloured = [];
  const callNotes = editor.createDecorationsCollection();
  let notes = [];
  let highlighted = [];
  const stepMark = editor.createDecorationsCollection();
  let stepLine = 0;

  // An undo or redo says so: the page brings back what belongs to the program it restores. So
  // does an edit that replaced most of the text (a paste over Ctrl+A; Monaco keeps a common
  // start and end, such as the import line, out of the change): the old lines are gone.
  let length = model.getValueLength();
  editor.onDidChangeModelContent((e) => {
    const replaced = length > 0 && e.changes.some((c) => c.rangeLength * 2 >= length);
    length = model.getValueLength();
    onChange({ undo: Boolean(e.isUndoing || e.isRedoing), replaced });
  });
  // The code's height on screen changes with wrapped rows and call notes too (an embed fits it).
  editor.onDidContentSizeChange((e) => {
    if (e.contentHeightChanged) onContentHeight?.(e.contentHeight);
  });
  installEditorHelp(monaco, editor);
  editor.onDidChangeCursorPosition((e) => onCursorLine?.(e.position.lineNumber));
  editor.addCommand(monaco.KeyMod.CtrlCmd | monaco.KeyCode.Enter, () => onRun());

  // Escape arms tabFocusMode for one key: Tab (or Shift+Tab) then moves focus, any other key
  // (modifiers aside) disarms it. Focus from the keyboard arms it too (not from a pointer: a
  // click, or a tap on a line reference, is there to edit). Monaco's own Ctrl+M mode is
  // separate and stays as it is.
  let leaving = false;
  let pointerAt = -Infinity;
  window.addEventListener('pointerdown', () => (pointerAt = performance.now()), true);
  const MODIFIERS = new Set([monaco.KeyCode.Shift, monaco.KeyCode.Ctrl, monaco.KeyCode.Alt, monaco.KeyCode.Meta]);
  const setLeaving = (on) => {
    if (leaving === on) return;
    leaving = on;
    editor.updateOptions({ tabFocusMode: on });
    if (editor.hasTextFocus()) onKeyboardFocus?.(on ? 'leave' : 'indent');
  };
  editor.onKeyDown((e) => {
    if (e.keyCode === monaco.KeyCode.Escape) setLeaving(true);
    else if (e.keyCode !== monaco.KeyCode.Tab && !MODIFIERS.has(e.keyCode)) setLeaving(false);
  });
  // Focus that comes back with the window (the reader switched to another window or tab and
  // back), or from the editor's own widgets (Find, closed with Escape), is no arrival: the
  // editor keeps Tab as it was.
  let windowBlurred = false;
  // A widget gives focus back to the text in the task that hides it, with no relatedTarget.
  let fromWidget = false;
  element.addEventListener(
    'blur',
    (e) => {
      if (e.relatedTarget && !element.contains(e.relatedTarget)) return;
      fromWidget = true;
      setTimeout(() => (fromWidget = false), 0);
    },
    true,
  );
  editor.onDidFocusEditorText(() => {
    if (!windowBlurred && !fromWidget && performance.now() - pointerAt > POINTER_FOCUS_MS) setLeaving(true);
    windowBlurred = false;
    onKeyboardFocus?.(leaving ? 'leave' : 'indent');
  });
  editor.onDidBlurEditorText(() => {
    // The window lost focus while the editor still has the page's: its element stays active.
    windowBlurred = element.contains(document.activeElement);
    if (!windowBlurred) setLeaving(false);
    onKeyboardFocus?.(null);
  });

  const publishMarkers = () => monaco.editor.setModelMarkers(model, MARKER_OWNER, [...errorMarkers, ...warningMarkers]);
  const lineRange = (line, column) => {
    const lineEnd = model.getLineMaxColumn(line);
    const start = column >= 1 ? Math.min(column, lineEnd) : model.getLineFirstNonWhitespaceColumn(line) || 1;
    const word = column >= 1 ? model.getWordAtPosition({ lineNumber: line, column: start }) : null;
    const end = word && word.startColumn === start ? word.endColumn : lineEnd;
    return { startLineNumber: line, startColumn: start, endLineNumber: line, endColumn: Math.max(end, start + 1) };
  };
  const validLine = (line) => line >= 1 && line <= model.getLineCount();
  // What CPython's carets cover (the run result's column..end_column); else a word or the line.
  // The run result counts code points, the model UTF-16 units (columns.js).
  const errorRange = (error) => {
    const { line } = error;
    const endLine = error.end_line ?? 0;
    const column = validLine(line) ? utf16Column(model.getLineContent(line), error.column) : error.column;
    const endColumn = validLine(endLine) ? utf16Column(model.getLineContent(endLine), error.end_column ?? 0) : 0;
    if (column >= 1 && validLine(endLine) && (endLine > line || (endLine === line && endColumn > column))) {
      return {
        startLineNumber: line,
        startColumn: Math.min(column, model.getLineMaxColumn(line)),
        endLineNumber: endLine,
        endColumn: Math.min(endColumn, model.getLineMaxColumn(endLine)),
      };
    }
    return lineRange(line, column);
  };

  return {
    kind: 'monaco',
    getValue: () => model.getValue(),
    /** Replaces the whole program (one undo step). */
    setValue(source) {
      if (source === model.getValue()) return;
      const wasReadOnly = editor.getOption(monaco.editor.EditorOption.readOnly);
      if (wasReadOnly) editor.updateOptions({ readOnly: false });
      editor.pushUndoStop();
      editor.executeEdits('tfplay', [{ range: model.getFullModelRange(), text: source }]);
      editor.pushUndoStop();
      if (wasReadOnly) editor.updateOptions({ readOnly: true });
    },
    focus: () => editor.focus(),
    updateOptions: (options) => editor.updateOptions(options),
    setTheme: (name) => monaco.editor.setTheme(THEMES[name] ?? 'vs'),
    setReadOnly: (flag) => editor.updateOptions({ readOnly: Boolean(flag) }),
    /** Moves the cursor to `line` and selects it. */
    revealLine(line, { focus = true } = {}) {
      if (!validLine(line)) return;
      editor.revealLineInCenterIfOutsideViewport(line);
      const first = model.getLineFirstNonWhitespaceColumn(line) || 1;
      editor.setSelection({ startLineNumber: line, startColumn: first, endLineNumber: line, endColumn: model.getLineMaxColumn(line) });
      if (focus) editor.focus();
    },
    /** Shows the run's error as a marker (or clears it when `error` is null). */
    setError(error) {
      errorMarkers =
        error && validLine(error.line)
          ? [{ severity: monaco.MarkerSeverity.Error, message: exceptionLine(error), ...errorRange(error) }]
          : [];
      publishMarkers();
    },
    /** Shows warnings ([{line, message}]) as warning markers. */
    setWarnings(warnings) {
      warningMarkers = warnings
        .filter((w) => validLine(w.line))
        .map((w) => ({ severity: monaco.MarkerSeverity.Warning, message: w.message, ...lineRange(w.line, 0) }));
      publishMarkers();
    },
    /** Highlights whole lines (e.g. the calls a cache row served); [] clears. */
    highlightLines(lines) {
      highlighted = lines.filter(validLine);
      highlight.set(
        highlighted.map((line) => ({
          range: new monaco.Range(line, 1, line, 1),
          options: { isWholeLine: true, className: 'tfplay-line-highlight', linesDecorationsClassName: 'tfplay-gutter-highlight' },
        })),
      );
      if (highlighted.length) editor.revealLineInCenterIfOutsideViewport(highlighted[0]);
    },
    highlighted: () => [...highlighted],
    /** Marks the line of the call the stepper shows (an arrow by its first row); 0 clears. */
    setStepLine(line) {
      stepLine = validLine(line) ? line : 0;
      stepMark.set(
        stepLine
          ? [{ range: new monaco.Range(stepLine, 1, stepLine, 1), options: { isWholeLine: true, className: 'tfplay-step-line', firstLineDecorationClassName: 'tfplay-step-glyph' } }]
          : [],
      );
      if (stepLine) editor.revealLineInCenterIfOutsideViewport(stepLine);
    },
    stepLine: () => stepLine,
    /** Colours lines like the graph ops they created ([{line, colour}] with colour 0-7); [] clears. */
    colourLines(entries) {
      coloured = entries.filter((e) => validLine(e.line));
      colouring.set(
        coloured.map((e) => ({
          range: new monaco.Range(e.line, 1, e.line, 1),
          options: { isWholeLine: true, className: `tfplay-src tfplay-src-c${e.colour}` },
        })),
      );
    },
    colouredLines: () => coloured.map((e) => ({ ...e })),
    /** Notes after call lines, e.g. "traced #1: x: shape (2,) -> (3,)" ([{line, text, kind}]). */
    setCallNotes(list) {
      notes = list.filter((n) => validLine(n.line));
      callNotes.set(
        notes.map((n) => ({
          range: new monaco.Range(n.line, 1, n.line, model.getLineMaxColumn(n.line)),
          options: {
            description: 'tfplay-call-note',
            hoverMessage: { value: n.hover ?? n.text },
            after: { content: `  ${n.text}`, inlineClassName: `tfplay-call-note note-${n.kind}`, cursorStops: monaco.editor.InjectedTextCursorStops?.None },
          },
        })),
      );
    },
    callNotes: () => notes.map((n) => ({ ...n })),
    /** The code's height in px as laid out: wrapped rows, call notes and padding included. */
    contentHeight: () => editor.getContentHeight(),
    cursor() {
      const p = editor.getPosition();
      return { line: p.lineNumber, column: p.column };
    },
    markers: () => monaco.editor.getModelMarkers({ owner: MARKER_OWNER }),
    /**
     * Takes over from the plain editor (its snapshot()): the selection (and its direction),
     * the scroll position and the focus, so that the swap loses nothing.
     */
    restore({ selectionStart, selectionEnd, backward, scrollTop, scrollLeft, focused, escaped }) {
      const start = model.getPositionAt(selectionStart);
      const end = model.getPositionAt(selectionEnd);
      const [anchor, active] = backward ? [end, start] : [start, end];
      editor.setSelection(new monaco.Selection(anchor.lineNumber, anchor.column, active.lineNumber, active.column));
      editor.setScrollTop(scrollTop);
      editor.setScrollLeft(scrollLeft);
      if (focused) {
        editor.focus();
        setLeaving(Boolean(escaped)); // as the plain editor had it, however long the swap took
      }
    },
  };
}
