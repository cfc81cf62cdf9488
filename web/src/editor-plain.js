// A plain <textarea> editor for phones (Monaco does not support mobile browsers), with the
// same interface as editor-monaco.js. Tab indents by four spaces; Ctrl/Cmd+Enter runs.

export function createEditor(element, { value, readOnly, onChange, onRun, onCursorLine, onKeyboardFocus }) {
  const area = document.createElement('textarea');
  area.className = 'plain-editor';
  area.value = value;
  area.spellcheck = false;
  area.autocapitalize = 'off';
  area.setAttribute('autocomplete', 'off');
  area.setAttribute('autocorrect', 'off');
  area.setAttribute('aria-label', 'Python program. Press Escape then Tab to move focus out of the editor.');
  area.wrap = 'off';
  area.readOnly = Boolean(readOnly);
  element.append(area);
  element.classList.add('is-plain');

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

  area.addEventListener('input', () => onChange());
  area.addEventListener('keyup', reportCursor);
  area.addEventListener('click', reportCursor);
  area.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      onRun();
    } else if (event.key === 'Tab' && !event.shiftKey && !area.readOnly && !event.ctrlKey && !event.altKey) {
      // Indent (Escape then Tab leaves the field, so keyboard users are never trapped).
      if (area.dataset.escaped === '1') return;
      event.preventDefault();
      document.execCommand?.('insertText', false, '    ') || area.setRangeText('    ', area.selectionStart, area.selectionEnd, 'end');
      onChange();
    } else if (event.key === 'Escape') {
      area.dataset.escaped = '1';
      onKeyboardFocus?.('leave');
    } else if (!['Shift', 'Control', 'Alt', 'Meta', 'Tab'].includes(event.key)) {
      if (area.dataset.escaped) onKeyboardFocus?.('indent');
      delete area.dataset.escaped;
    }
  });
  area.addEventListener('focus', () => onKeyboardFocus?.(area.dataset.escaped ? 'leave' : 'indent'));
  area.addEventListener('blur', () => {
    delete area.dataset.escaped;
    onKeyboardFocus?.(null);
  });

  return {
    kind: 'plain',
    getValue: () => area.value.replace(/\r\n/g, '\n'),
    setValue(source) {
      if (source === area.value) return;
      area.value = source;
      onChange();
    },
    focus: () => area.focus(),
    updateOptions: () => {},
    setTheme: () => {},
    setReadOnly: (flag) => (area.readOnly = Boolean(flag)),
    revealLine(line, { focus = true } = {}) {
      const { offset, length } = lineStart(line);
      if (focus) area.focus();
      area.setSelectionRange(offset, offset + length);
      const lineHeight = parseFloat(getComputedStyle(area).lineHeight) || 20;
      area.scrollTop = Math.max(0, (line - 3) * lineHeight);
    },
    setError(error) {
      markers = markers.filter((m) => m.severity !== 8);
      if (error && error.line > 0) {
        const range = error.end_line > 0 && error.end_column > 0 ? { endLineNumber: error.end_line, endColumn: error.end_column } : {};
        markers.push({ severity: 8, startLineNumber: error.line, startColumn: error.column || 1, ...range, message: `${error.type}: ${error.message}` });
      }
    },
    setWarnings(warnings) {
      markers = markers.filter((m) => m.severity === 8);
      for (const w of warnings) markers.push({ severity: 4, startLineNumber: w.line, startColumn: 1, message: w.message });
    },
    highlightLines(lines) {
      highlighted = [...lines];
    },
    highlighted: () => [...highlighted],
    // A textarea cannot colour single lines; the graph view's own colours still show.
    colourLines(entries) {
      coloured = [...entries];
    },
    colouredLines: () => coloured.map((e) => ({ ...e })),
    setCallNotes(list) {
      notes = [...list];
    },
    callNotes: () => notes.map((n) => ({ ...n })),
    cursor() {
      const before = area.value.slice(0, area.selectionStart).split('\n');
      return { line: before.length, column: before.at(-1).length + 1 };
    },
    markers: () => [...markers],
  };
}
