// The editor's symbol index: what tfplay's own `tensorflow`, `keras` and `numpy` modules and
// Python builtins hold (scripts/editor_symbols.py writes it at build time), and how names in a
// program resolve against it. Pure functions, no Monaco: editor-help.js turns their answers into
// completion, hover, signature help and "not supported by tfplay" markers.
//
// An index node is {k: 'm'|'c'|'f'|'p'|'v', s?: signature, d?: doc summary, u?: why unsupported,
// t?: a value's type, m?: {name: node}, o?: 1 when a module has members it does not list (tf.raw_ops),
// r?: the dotted path of the same module or class, y?: the path of the class a function's result
// is an instance of}.

const ROOTS = new Set(['tensorflow', 'keras', 'numpy']);

/**
 * `source` with every comment and string literal blanked to spaces (newlines kept), so that
 * offsets, lines and columns stay those of the source and no name inside text is seen as code.
 */
export function maskCode(source) {
  const out = source.split('');
  let i = 0;
  const blank = (from, to) => {
    for (let j = from; j < to; j++) if (out[j] !== '\n') out[j] = ' ';
  };
  while (i < source.length) {
    const c = source[i];
    if (c === '#') {
      const end = source.indexOf('\n', i);
      const stop = end < 0 ? source.length : end;
      blank(i, stop);
      i = stop;
    } else if (c === '"' || c === "'") {
      const quote = source.startsWith(c.repeat(3), i) ? c.repeat(3) : c;
      let j = i + quote.length;
      while (j < source.length && !source.startsWith(quote, j)) {
        if (source[j] === '\\') j++;
        else if (source[j] === '\n' && quote.length === 1) break; // an unterminated string ends at its line
        j++;
      }
      const stop = Math.min(source.length, j + (source.startsWith(quote, j) ? quote.length : 0));
      blank(i, stop);
      i = stop;
    } else {
      i++;
    }
  }
  return out.join('');
}

/**
 * The names a program's imports bind to the index's modules: `import tensorflow as tf`
 * gives tf -> 'tensorflow', `from tensorflow import keras` keras -> 'tensorflow.keras',
 * `from keras.layers import Dense` Dense -> 'keras.layers.Dense'. Only imports of tensorflow,
 * keras and numpy count; a later import of a name wins, as in Python.
 * @returns {Map<string, string>} name -> dotted path
 */
export function scanImports(source) {
  const code = maskCode(source).replace(/\(([^()]*)\)/g, (_, inner) => inner.replace(/\n/g, ' ')); // one line per statement
  const aliases = new Map();
  const ours = (path) => ROOTS.has(path.split('.')[0]);
  for (const statement of code.split(/[\n;]/)) {
    const plain = /^\s*import\s+(.+)$/.exec(statement);
    const from = /^\s*from\s+([\w.]+)\s+import\s+(.+)$/.exec(statement);
    if (plain) {
      for (const item of plain[1].split(',')) {
        const m = /^\s*([\w.]+)(?:\s+as\s+(\w+))?\s*$/.exec(item);
        if (!m || !ours(m[1])) continue;
        // `import tensorflow.math` binds `tensorflow`; `import tensorflow.math as tm` binds tm.
        if (m[2]) aliases.set(m[2], m[1]);
        else aliases.set(m[1].split('.')[0], m[1].split('.')[0]);
      }
    } else if (from && ours(from[1])) {
      for (const item of from[2].split(',')) {
        const m = /^\s*(\w+)(?:\s+as\s+(\w+))?\s*$/.exec(item);
        if (m && m[1] !== '*') aliases.set(m[2] ?? m[1], `${from[1]}.${m[1]}`);
      }
    }
  }
  return aliases;
}

/**
 * Whether the name being typed at the end of `line` (the masked code before the cursor) names
 * something new rather than using a name: an alias (`import numpy as n`, `except E as e`), a
 * `def` or `class` name, or a module in an import statement. No completion is offered there:
 * the alias being typed would be offered as itself (`import tensorflow as tf` offers `tf`).
 */
export function namesSomethingNew(line) {
  return /(?:^|[^\w.])(?:as|def|class)\s+\w*$/.test(line) || /^\s*(?:import|from)\s+[\w.\s,]*$/.test(line);
}

/**
 * What to complete when `line` (the masked code before the cursor) is an import statement being
 * written: the modules a program can import (the index's tensorflow, keras and numpy, and the
 * standard-library modules tfplay has) after `import` or `from`, a module's submodules after
 * `import keras.` (`from keras.`), and a module's members after `from keras import `. Null when
 * the line is no such place (an alias after `as` is a new name: nothing to offer).
 * @returns {{word: string, names: Array<[string, object]>}|null} the word being typed and the
 *   [name, node] pairs that start with it, sorted by name
 */
export function importCompletion(index, line) {
  const members = /^\s*from\s+([\w.]+)\s+import\s+(?:\(?\s*)?(?:\w+(?:\s+as\s+\w+)?\s*,\s*)*(\w*)$/.exec(line);
  const module = /^\s*(?:import\s+(?:[\w.]+(?:\s+as\s+\w+)?\s*,\s*)*|from\s+)((?:\w+\s*\.\s*)*)(\w*)$/.exec(line);
  let word;
  let names;
  if (members) {
    word = members[2];
    const node = index.lookup(members[1]);
    names = node ? index.members(node) : [];
  } else if (module) {
    word = module[2];
    const parent = module[1].replace(/\s+/g, '').replace(/\.$/, '');
    if (parent) {
      const node = index.lookup(parent);
      names = node ? index.members(node).filter(([, child]) => child.k === 'm') : [];
    } else {
      const roots = [...ROOTS].map((name) => [name, index.lookup(name)]);
      names = [...roots, ...index.modules().map((name) => [name, { k: 'm' }])];
    }
  } else {
    return null;
  }
  const starting = names.filter(([name]) => name.startsWith(word));
  return { word, names: starting.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)) };
}

/** The index of scripts/editor_symbols.py's JSON, with lookups that follow its references. */
export function createIndex(json) {
  /** The node at a dotted path ('tensorflow.math.reduce_sum'), or null. */
  function lookup(path) {
    let node = { k: 'm', m: json };
    for (const part of path.split('.')) {
      node = follow(node.m?.[part]);
      if (!node) return null;
    }
    return node;
  }
  const follow = (node, depth = 0) => (node?.r && depth < 8 ? follow(lookup(node.r), depth + 1) : (node ?? null));
  return {
    lookup,
    /** The members of a module or class node, as [name, node] sorted by name. */
    members: (node) => Object.entries(node?.m ?? {}).map(([name, child]) => [name, child.r ? { ...follow(child), k: child.k } : child]),
    builtins: () => json.builtins?.m ?? {},
    /** The standard-library modules tfplay imports (tensorflow, keras and numpy are the roots). */
    modules: () => json['(modules)'] ?? [],
  };
}

/** What binds a name other than `name = call(...)`: a loop, `with ... as`, def, class, del, global. */
const OTHER_BINDING = /(?:^|[\s,(])(?:for\s+([\w\s,]+?)\s+in\b|as\s+(\w+)|(?:def|class)\s+(\w+)|(\w+)\s*(?:[-+*/%@&|^]|\*\*|\/\/|>>|<<)=)/g;

/**
 * The program's variables whose class is evident from their assignment: `x = tf.constant(...)`
 * makes x a tf.Tensor (a function whose index node has `y`), `model = keras.Sequential(...)` a
 * keras.Sequential (a class called). A name bound anywhere in another way, or assigned twice
 * with different classes, is left out: the editor then offers nothing rather than a guess.
 * @returns {Map<string, {node: object, type: string}>} name -> the class's index node and its
 *   name as a program writes it ('tf.Tensor', 'keras.Sequential')
 */
export function scanInstances(index, aliases, source) {
  const code = maskCode(source);
  const found = new Map();
  const dropped = new Set();
  const sourceLines = source.split('\n');
  for (const [lineNo, line] of code.split('\n').entries()) {
    for (const m of line.matchAll(OTHER_BINDING)) {
      for (const names of m.slice(1)) for (const name of names?.split(',') ?? []) if (name.trim()) dropped.add(name.trim());
    }
    const unpacked = /^\s*\(?([\w\s,]+,[\w\s,]*)\)?\s*=(?!=)/.exec(line); // x, y = ...
    for (const name of unpacked?.[1].split(',') ?? []) if (name.trim()) dropped.add(name.trim());
    const assigned = /^\s*([A-Za-z_]\w*)\s*=(?!=)\s*(.*)$/.exec(line);
    if (!assigned) continue;
    const [, name, value] = assigned;
    const call = /^([A-Za-z_]\w*(?:\s*\.\s*[A-Za-z_]\w*)*)\s*\(/.exec(value);
    const parts = call ? call[1].split('.').map((p) => p.trim()) : null;
    const resolved = parts ? resolveName(index, aliases, parts) : null;
    let cls = literalClass(index, value, (sourceLines[lineNo] ?? '').slice(line.indexOf('=') + 1).trim());
    if (resolved?.status === 'ok' && resolved.depth === parts.length) {
      if (resolved.node.k === 'c') cls = { node: resolved.node, type: parts.join('.') };
      else if (resolved.node.k === 'f' && resolved.node.y) cls = { node: index.lookup(resolved.node.y), type: resolved.node.y.replace(/^tensorflow\./, 'tf.') };
    }
    if (!cls?.node || (found.has(name) && found.get(name).node !== cls.node)) dropped.add(name);
    else found.set(name, cls);
  }
  for (const name of dropped) found.delete(name);
  return found;
}

/**
 * The builtin class of a literal assigned whole (`x = [1, 2]`, `d = {}`, `s = "a b"`), as
 * {node, type}, or null. `value` is the masked right-hand side, `text` the same as written.
 */
function literalClass(index, value, text) {
  const builtin = (type) => (index.builtins()[type]?.m ? { node: index.builtins()[type], type } : null);
  const whole = (open, close) => value.startsWith(open) && value.trimEnd().endsWith(close);
  if (whole('[', ']')) return builtin('list');
  if (whole('{', '}')) return /^\{\s*\}$|:/.test(value) ? builtin('dict') : builtin('set');
  if (/^[rbuf]*["']/i.test(text) && value.trim().replace(/^[rbuf]*/i, '') === '') return /^[rf]*b/i.test(text) ? builtin('bytes') : builtin('str');
  return null;
}

/** A method's signature as called on an instance: '(self, x, y=1)' -> '(x, y=1)'. */
export function boundSignature(signature) {
  return signature?.replace(/^\(\s*self\s*(?:,\s*|(?=\)))/, '(');
}

/**
 * Resolves a dotted name as written (['tf', 'math', 'reduce_sum']) through the program's
 * aliases and the builtins. Returns null when its first name is none of ours, else
 * {node, depth, status}: `depth` names resolved, status 'ok' (depth may stop short of the
 * whole name at a function, a value or a class member the index does not list), 'missing'
 * (parts[depth] is not in the module parts[0..depth) names) or 'unsupported' (parts[depth - 1]
 * is a stub that raises NotImplementedError). With `instances` (scanInstances), a variable of an
 * evident class resolves too: alone to its class node with `instanceOf` (its class's name), and
 * `x.method` to the method with its signature bound (no `self`).
 */
export function resolveName(index, aliases, parts, instances = null) {
  const [first, ...rest] = parts;
  const instance = !aliases.has(first) && instances?.has(first);
  let node = aliases.has(first) ? index.lookup(aliases.get(first)) : instance ? instances.get(first).node : (index.builtins()[first] ?? null);
  if (!node) return null;
  if (instance && rest.length === 0) return { node, depth: 1, status: 'ok', instanceOf: instances.get(first).type };
  // A method reached from an instance (x.numpy, model.fit) is called without `self`.
  if (instance && rest.length === 1) {
    const member = node.m && Object.hasOwn(node.m, rest[0]) && !rest[0].startsWith('_') ? node.m[rest[0]] : null;
    if (!member) return { node, depth: 1, status: 'ok' };
    const bound = member.s ? { ...member, s: boundSignature(member.s) } : member;
    return { node: bound, depth: 2, status: member.u ? 'unsupported' : 'ok' };
  }
  if (node.u) return { node, depth: 1, status: 'unsupported' };
  let depth = 1;
  for (const part of rest) {
    // Dunders (tf.__version__) are left out of the index; a class's and an open module's
    // members may be more than the index lists.
    if ((node.k !== 'm' && node.k !== 'c') || part.startsWith('_')) break;
    const child = node.m && Object.hasOwn(node.m, part) ? node.m[part] : null;
    if (!child) return { node, depth, status: node.k === 'm' && !node.o ? 'missing' : 'ok' };
    node = child.r ? (index.lookup(child.r) ?? child) : child;
    depth++;
    if (node.u) return { node, depth, status: 'unsupported' };
  }
  return { node, depth, status: 'ok' };
}

/** What tfplay does with a stub (a node with `u`), with Keras's reason when it gives one. */
export function unsupportedText(node) {
  return `not supported by tfplay: it raises NotImplementedError${node.u && node.u !== 'stub' ? ` (tfplay lacks ${node.u})` : ''}`;
}

/** The text of a marker for a resolved name, or null when it is supported. */
export function problemOf(resolved, parts) {
  if (!resolved || resolved.status === 'ok') return null;
  const name = parts.slice(0, resolved.depth + (resolved.status === 'missing' ? 1 : 0)).join('.');
  if (resolved.status === 'missing') return { name, message: `tfplay has no ${name}` };
  return { name, message: `${name} is ${unsupportedText(resolved.node)}` };
}

const DOTTED = /(?<![\w.])[A-Za-z_]\w*(?:[ \t]*\.[ \t]*[A-Za-z_]\w*)+/g;

/**
 * The places where a program names a TF, Keras or NumPy symbol tfplay lacks or only stubs,
 * e.g. `tf.linalg.expm` or `tf.nonexistent`: [{line, column, endColumn, message}] (1-based
 * columns, endColumn exclusive, as Monaco's markers). Import lines are not checked.
 */
export function findUnsupported(index, source) {
  const aliases = scanImports(source);
  const problems = [];
  const lines = maskCode(source).split('\n');
  lines.forEach((text, i) => {
    if (/^\s*(import|from)\s/.test(text)) return;
    for (const m of text.matchAll(DOTTED)) {
      const parts = m[0].split('.').map((p) => p.trim());
      const problem = problemOf(resolveName(index, aliases, parts), parts);
      if (!problem) continue;
      // The marker covers the name as written, up to the part that fails.
      const last = [...m[0].matchAll(/\w+/g)][problem.name.split('.').length - 1];
      const end = m.index + last.index + last[0].length;
      problems.push({ line: i + 1, column: m.index + 1, endColumn: end + 1, message: problem.message });
    }
  });
  return problems;
}

/**
 * Splits a signature '(a, b=1, *args, **kw)' into its parameters:
 * [{text, start, end}] with offsets into the signature; Python's '/' and '*' markers are
 * left out (they are no parameters).
 */
export function signatureParams(signature) {
  const params = [];
  let depth = 0;
  let quote = null;
  let start = 1;
  const push = (end) => {
    const text = signature.slice(start, end).trim();
    const at = start + signature.slice(start, end).indexOf(text);
    if (text && text !== '/' && text !== '*') params.push({ text, start: at, end: at + text.length });
  };
  const close = signature.lastIndexOf(')');
  for (let i = 1; i < close; i++) {
    const c = signature[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c)) depth--;
    else if (c === ',' && depth === 0) {
      push(i);
      start = i + 1;
    }
  }
  push(close);
  return params;
}

/**
 * The call the cursor is in, from the (masked) text before it: {callee: ['tf', 'reduce_sum'],
 * argument: the 0-based index of the argument being written, keyword: its name when written
 * as `name=`}, or null outside any call's parentheses.
 */
export function callAt(before) {
  let depth = 0;
  let commas = 0;
  let segmentStart = before.length;
  for (let i = before.length - 1; i >= 0 && before.length - i < 4000; i--) {
    const c = before[i];
    if (')]}'.includes(c)) depth++;
    else if ('[{'.includes(c)) {
      if (depth === 0) return null; // inside a list or dict, not directly in a call
      depth--;
    } else if (c === '(') {
      if (depth > 0) {
        depth--;
        continue;
      }
      const m = /([A-Za-z_]\w*(?:\s*\.\s*[A-Za-z_]\w*)*)\s*$/.exec(before.slice(0, i));
      if (!m) return null;
      const keyword = /^\s*(\w+)\s*=(?!=)/.exec(before.slice(segmentStart === before.length ? i + 1 : segmentStart));
      return { callee: m[1].split('.').map((p) => p.trim()), argument: commas, keyword: keyword?.[1] ?? null };
    } else if (c === ',' && depth === 0) {
      if (commas === 0) segmentStart = i + 1;
      commas++;
    }
  }
  return null;
}

/** Which of `params` (signatureParams) the argument `call` (callAt) is writing fills; -1 for none. */
export function activeParam(params, call) {
  const name = (p) => p.text.replace(/^\*+/, '').split(/[=:]/)[0].trim();
  if (call.keyword) {
    const i = params.findIndex((p) => !p.text.startsWith('*') && name(p) === call.keyword);
    return i >= 0 ? i : params.findIndex((p) => p.text.startsWith('**'));
  }
  const varargs = params.findIndex((p) => p.text.startsWith('*') && !p.text.startsWith('**'));
  if (varargs >= 0 && call.argument >= varargs) return varargs;
  return call.argument < params.length && !params[call.argument].text.startsWith('**') ? call.argument : -1;
}
