// The Monaco editor, set up for Python with only the editor features tfplay needs.
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
import 'monaco-editor/features/quickCommand/register';
import 'monaco-editor/features/smartSelect/register';
import 'monaco-editor/features/wordHighlighter/register';
import 'monaco-editor/features/wordOperations/register';
import 'monaco-editor/languages/definitions/python/register';

self.MonacoEnvironment = {
  getWorker: () => new EditorWorker({ name: 'monaco-editor' }),
};

const MARKER_OWNER = 'tfplay';

/**
 * Creates the editor in `element`.
 * @param {HTMLElement} element
 * @param {{value: string, onChange: () => void, onRun: () => void}} options
 */
export function createEditor(element, { value, onChange, onRun }) {
  const editor = monaco.editor.create(element, {
    value,
    language: 'python',
    theme: 'vs',
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
    ariaLabel: 'Python program',
  });
  const model = editor.getModel();
  model.updateOptions({ tabSize: 4, insertSpaces: true });

  editor.onDidChangeModelContent(() => onChange());
  editor.addCommand(monaco.KeyMod.CtrlCmd | monaco.KeyCode.Enter, () => onRun());

  return {
    getValue: () => model.getValue(),
    /** Replaces the whole program (one undo step), keeping the cursor sensible. */
    setValue(source) {
      if (source === model.getValue()) return;
      editor.pushUndoStop();
      editor.executeEdits('tfplay', [{ range: model.getFullModelRange(), text: source }]);
      editor.pushUndoStop();
    },
    focus: () => editor.focus(),
    updateOptions: (options) => editor.updateOptions(options),
    revealLine(line) {
      if (!(line >= 1 && line <= model.getLineCount())) return;
      editor.revealLineInCenterIfOutsideViewport(line);
      editor.setPosition({ lineNumber: line, column: model.getLineFirstNonWhitespaceColumn(line) || 1 });
      editor.focus();
    },
    /** Shows the run's error as a marker (or clears it when `error` is null). */
    setError(error) {
      if (!error || !(error.line >= 1 && error.line <= model.getLineCount())) {
        monaco.editor.setModelMarkers(model, MARKER_OWNER, []);
        return;
      }
      const line = error.line;
      const lineEnd = model.getLineMaxColumn(line);
      const start = error.column >= 1 ? Math.min(error.column, lineEnd) : model.getLineFirstNonWhitespaceColumn(line) || 1;
      const word = error.column >= 1 ? model.getWordAtPosition({ lineNumber: line, column: start }) : null;
      const end = word && word.startColumn === start ? word.endColumn : lineEnd;
      monaco.editor.setModelMarkers(model, MARKER_OWNER, [
        {
          severity: monaco.MarkerSeverity.Error,
          message: `${error.type}: ${error.message}`,
          startLineNumber: line,
          startColumn: start,
          endLineNumber: line,
          endColumn: Math.max(end, start + 1),
        },
      ]);
    },
    /** The cursor position, 1-based (for tests). */
    cursor() {
      const p = editor.getPosition();
      return { line: p.lineNumber, column: p.column };
    },
    /** The markers currently shown (for tests). */
    markers: () => monaco.editor.getModelMarkers({ owner: MARKER_OWNER }),
  };
}
