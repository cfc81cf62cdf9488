// Help while typing in Monaco, from the symbol index of tfplay's own modules (editor-symbols.js):
// completion, hover and signature help for tf.*, keras.*, np.* and Python builtins, and a warning
// marker on each TF/Keras/NumPy name tfplay lacks or only stubs, before a run says so. The index
// is fetched when Monaco loads (never before the first result); until it arrives, or if it cannot
// be fetched, the editor simply offers no help.
import {
  activeParam,
  boundSignature,
  callAt,
  createIndex,
  findUnsupported,
  importCompletion,
  maskCode,
  namesSomethingNew,
  resolveName,
  scanImports,
  scanInstances,
  signatureParams,
  unsupportedText,
} from './editor-symbols.js';

const MARKER_OWNER = 'tfplay-symbols';
const MARKER_DELAY_MS = 250;
const NOT_SUPPORTED = 'not supported by tfplay';

let indexPromise = null;
/** The symbol index, fetched once (null when it cannot be had). */
function loadIndex() {
  indexPromise ??= fetch(new URL(__TFPLAY_SYMBOLS_URL__, document.baseURI))
    .then((r) => (r.ok ? r.json() : Promise.reject(new Error(`HTTP ${r.status}`))))
    .then(createIndex)
    .catch((err) => {
      console.warn('tfplay: no editor help (the symbol index could not be loaded):', err.message);
      return null;
    });
  return indexPromise;
}

/** The masked source up to a position, and its last line (where the cursor is). */
function codeBefore(model, position) {
  const before = maskCode(model.getValueInRange({ startLineNumber: 1, startColumn: 1, endLineNumber: position.lineNumber, endColumn: position.column }));
  return { before, line: before.slice(before.lastIndexOf('\n') + 1) };
}

/** A signature for display: 'tf.reduce_sum(input_tensor, axis=None, ...)'. */
const signatureLabel = (name, node) => `${name}${node.s ?? (node.k === 'c' || node.k === 'f' ? '(...)' : '')}`;

let installed = false;

// Python's keywords: complete as typed, never the start of a name to complete.
const KEYWORDS = new Set(
  'False None True and as assert async await break class continue def del elif else except finally for from global if import in is lambda nonlocal not or pass raise return try while with yield'.split(' '),
);

/**
 * Adds the help to a Monaco editor: the language providers (once, for every Python model) and
 * the markers of `editor`'s model, refreshed as the program changes.
 */
export function installEditorHelp(monaco, editor) {
  const ready = loadIndex();
  if (!installed) {
    installed = true;
    ready.then((index) => index && registerProviders(monaco, index));
  }
  const model = editor.getModel();
  let timer = null;
  const refresh = async () => {
    const index = await ready;
    if (!index || model.isDisposed()) return;
    // A name that ends at the cursor is still being typed ("tf.fu" on the way to tf.function).
    const cursor = editor.getPosition();
    const typing = (p) => editor.hasTextFocus() && p.line === cursor?.lineNumber && p.endColumn === cursor.column;
    const markers = findUnsupported(index, model.getValue()).filter((p) => !typing(p)).map((p) => ({
      severity: monaco.MarkerSeverity.Warning,
      message: p.message,
      startLineNumber: p.line,
      startColumn: p.column,
      endLineNumber: p.line,
      endColumn: p.endColumn,
    }));
    monaco.editor.setModelMarkers(model, MARKER_OWNER, markers);
  };
  const soon = () => {
    clearTimeout(timer);
    timer = setTimeout(refresh, MARKER_DELAY_MS);
  };
  editor.onDidChangeModelContent(soon);
  editor.onDidChangeCursorPosition(soon);
  refresh();
}

function registerProviders(monaco, index) {
  const Kind = monaco.languages.CompletionItemKind;
  const KINDS = { m: Kind.Module, c: Kind.Class, f: Kind.Function, p: Kind.Property, v: Kind.Constant };

  /**
   * A completion item; `inClass`: a class's member, `bound`: a method of an instance (no self);
   * `rank` orders items Monaco scores alike (the program's own names first).
   */
  const item = (name, node, range, inClass, bound = false, rank = 1) => {
    const s = bound && node.k === 'f' ? boundSignature(node.s) : node.s;
    return {
      label: { label: name, description: node.u ? NOT_SUPPORTED : undefined },
      kind: inClass && node.k === 'f' ? Kind.Method : KINDS[node.k],
      insertText: name,
      range,
      detail: node.u ? `${NOT_SUPPORTED}${s ? `: ${name}${s}` : ''}` : s ? `${name}${s}` : node.t,
      documentation: node.d,
      tags: node.u ? [monaco.languages.CompletionItemTag.Deprecated] : [],
      sortText: `${node.u ? rank + 1 : rank}${name.toLowerCase()}`,
    };
  };
  /** The program's imports and its variables of an evident class (scanInstances). */
  const namesOf = (model) => {
    const source = model.getValue();
    const aliases = scanImports(source);
    return { aliases, instances: scanInstances(index, aliases, source) };
  };

  // Every answer is marked incomplete, so Monaco asks again at each key instead of filtering the
  // first answer: the list must change when the word typed becomes a complete name (below).
  const answer = (suggestions) => ({ suggestions, incomplete: true });
  const wordItem = (w, range) => ({ label: w, kind: Kind.Text, insertText: w, range, sortText: `0${w.toLowerCase()}` });

  monaco.languages.registerCompletionItemProvider('python', {
    triggerCharacters: ['.'],
    provideCompletionItems(model, position) {
      const { line } = codeBefore(model, position);
      const word = /(\w*)$/.exec(line)[1];
      // The whole word at the cursor (an edit inside a word leaves its end after the cursor).
      const whole = word + /^\w*/.exec(model.getLineContent(position.lineNumber).slice(position.column - 1))[0];
      const range = new monaco.Range(position.lineNumber, position.column - word.length, position.lineNumber, position.column);
      // An import being written: the modules tfplay can import, a module's submodules or members.
      const imported = importCompletion(index, line);
      if (imported) {
        const exact = imported.names.filter(([name]) => name === whole);
        return answer((exact.length ? exact : imported.names).map(([name, node]) => item(name, node, range, false)));
      }
      const { aliases, instances } = namesOf(model);
      // A complete name typed (a member, a builtin, an imported name, a name the program has
      // elsewhere) is offered alone, unchanged: Monaco ranks a longer name that starts with the
      // same letters above the exact one, and acceptSuggestionOnEnter 'smart' then let Enter
      // turn `return a + b` into `return a + bin`. Offered alone it changes nothing, so Enter
      // starts a new line; one more letter brings the longer names back.
      const chain = /(?<![\w.])([A-Za-z_]\w*(?:\s*\.\s*[A-Za-z_]\w*)*)\s*\.\s*\w*$/.exec(line);
      if (chain) {
        const parts = chain[1].split('.').map((p) => p.trim());
        const resolved = resolveName(index, aliases, parts, instances);
        if (!resolved || resolved.status !== 'ok' || resolved.depth !== parts.length) return answer([]);
        const inClass = resolved.node.k === 'c';
        const bound = Boolean(resolved.instanceOf);
        const members = index.members(resolved.node);
        const exact = members.filter(([name]) => name === whole);
        return answer((exact.length ? exact : members).map(([name, node]) => item(name, node, range, inClass, bound)));
      }
      if (/\.\s*\w*$/.test(line) || namesSomethingNew(line)) return answer([]);
      if (KEYWORDS.has(whole)) return answer([]);
      // A bare name: the program's imported names and other words, and the builtins.
      // (Monaco's own word-based suggestions are off: they answered where this provider offers
      // nothing on purpose, so Enter after `import tensorflow as tf` took "tensorflow".)
      const names = [...aliases].map(([name, path]) => [name, index.lookup(path)]).filter(([, node]) => node);
      const builtins = Object.entries(index.builtins());
      const known = [...names, ...builtins];
      const offered = new Set(known.map(([name]) => name));
      const code = maskCode(model.getValue());
      const counts = new Map();
      for (const w of code.match(/[A-Za-z_]\w*/g) ?? []) counts.set(w, (counts.get(w) ?? 0) + 1);
      const exact = known.find(([name]) => name === whole);
      if (exact) return answer([item(exact[0], exact[1], range, false, false, 0)]);
      // The word at the cursor counts once; more is the program's own name.
      if (whole && (counts.get(whole) ?? 0) > 1) return answer([wordItem(whole, range)]);
      const words = [...counts.keys()].filter((w) => w !== whole && !offered.has(w));
      return answer([
        ...names.map(([name, node]) => item(name, node, range, false, false, 0)),
        ...words.map((w) => wordItem(w, range)),
        ...builtins.map(([name, node]) => item(name, node, range, false)),
      ]);
    },
  });

  monaco.languages.registerHoverProvider('python', {
    provideHover(model, position) {
      const word = model.getWordAtPosition(position);
      if (!word) return null;
      const { line } = codeBefore(model, { lineNumber: position.lineNumber, column: word.endColumn });
      const chain = /(?<![\w.])([A-Za-z_]\w*(?:\s*\.\s*[A-Za-z_]\w*)*)$/.exec(line);
      if (!chain) return null;
      const parts = chain[1].split('.').map((p) => p.trim());
      const { aliases, instances } = namesOf(model);
      const resolved = resolveName(index, aliases, parts, instances);
      if (!resolved) return null;
      const range = new monaco.Range(position.lineNumber, word.startColumn, position.lineNumber, word.endColumn);
      const name = parts.join('.');
      // A missing name's marker says so in the same hover; nothing to add.
      if (resolved.status === 'missing' || resolved.depth !== parts.length) return null;
      const { node } = resolved;
      if (resolved.instanceOf) return { range, contents: [{ value: `\`\`\`python\n${name}: ${resolved.instanceOf}\n\`\`\`` }] };
      const head = node.k === 'm' ? `module ${name}` : node.k === 'v' ? `${name}: ${node.t}` : node.k === 'p' ? `property ${name}` : signatureLabel(name, node);
      const contents = [{ value: `\`\`\`python\n${head}\n\`\`\`` }];
      if (node.d) contents.push({ value: node.d });
      return { range, contents };
    },
  });

  monaco.languages.registerSignatureHelpProvider('python', {
    signatureHelpTriggerCharacters: ['(', ','],
    signatureHelpRetriggerCharacters: [')'],
    provideSignatureHelp(model, position) {
      const { before } = codeBefore(model, position);
      const call = callAt(before);
      if (!call) return null;
      const { aliases, instances } = namesOf(model);
      const resolved = resolveName(index, aliases, call.callee, instances);
      if (!resolved || resolved.instanceOf || resolved.status === 'missing' || resolved.depth !== call.callee.length || !resolved.node.s) return null;
      const { node } = resolved;
      const name = call.callee.join('.');
      const params = signatureParams(node.s);
      const signature = {
        label: signatureLabel(name, node),
        documentation: node.u ? unsupportedText(node) : node.d,
        parameters: params.map((p) => ({ label: [name.length + p.start, name.length + p.end] })),
      };
      return {
        value: { signatures: [signature], activeSignature: 0, activeParameter: activeParam(params, call) },
        dispose() {},
      };
    },
  });
}
