// Where a concrete function's input signature may break across lines (pure; the Cache pane
// renders it, cache.js signatureCell). Keras's tf.functions take nested structures, e.g.
//   (data: Tuple[TensorSpec(shape=(16, 3), dtype=tf.float32, name=None), TensorSpec(...)])
//   (iterator: IteratorSpec((TensorSpec(shape=(None, 3), ...), TensorSpec(...)),))
// so a break may fall after any ", " or ": " of an argument and after the opening bracket of a
// call or subscript ("Tuple[", "TensorSpec(", "IteratorSpec(("), never inside a keyword's tuple
// value such as "shape=(None, 3)".

/**
 * Splits `text` at the spaces that follow one of `marks` (',' or ':') at a bracket depth of at
 * most `maxDepth`; the spaces go. "(a, b(c, d))" at depth 1 gives "(a," and "b(c, d))".
 */
export function splitAtSpaces(text, marks, maxDepth) {
  const pieces = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if ('([{'.includes(ch)) depth += 1;
    else if (')]}'.includes(ch)) depth -= 1;
    else if (marks.includes(ch) && text[i + 1] === ' ' && depth <= maxDepth) {
      pieces.push(text.slice(start, i + 1));
      start = i + 2;
    }
  }
  pieces.push(text.slice(start));
  return pieces;
}

/**
 * Splits one argument at the spaces after its commas and colons at any depth, except inside a
 * bracket opened right after "=" (a keyword's value: "shape=(None, 3)" stays whole).
 */
function splitArgument(text) {
  const pieces = [];
  const whole = []; // per open bracket: true when it opened a keyword's value
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if ('([{'.includes(ch)) whole.push(whole.at(-1) || text[i - 1] === '=');
    else if (')]}'.includes(ch)) whole.pop();
    else if ((ch === ',' || ch === ':') && text[i + 1] === ' ' && !whole.at(-1)) {
      pieces.push(text.slice(start, i + 1));
      start = i + 2;
    }
  }
  pieces.push(text.slice(start));
  return pieces;
}

/**
 * "Tuple[TensorSpec(shape=(16, 3)," -> ["Tuple[", "TensorSpec(", "shape=(16, 3),"]: a line may
 * break after a call's "(" and after a "[" that opens another call; "Literal[3]," stays whole.
 */
function splitOpeners(token) {
  const chain = /^[\w.]+[([](?:[\w.]*[([])*/.exec(token)?.[0];
  if (!chain || chain.length === token.length) return [token];
  const openers = chain.match(/[\w.]*[([]/g);
  if (openers.length === 1 && chain.endsWith('[')) return [token];
  return [...openers, token.slice(chain.length)];
}

/**
 * The signature's layout: its arguments (lines break between them first), each a list of tokens
 * (joined by a space, where a line may break), each a list of pieces (joined by nothing, where a
 * line may break too). Joining it all back gives `signature`.
 * @param {string} signature as the run result's concrete function carries it
 * @returns {string[][][]}
 */
export function signatureLayout(signature) {
  const base = signature.startsWith('(') ? 1 : 0; // arguments sit inside the outer parentheses
  return splitAtSpaces(signature, ',', base).map((arg) => splitArgument(arg).map(splitOpeners));
}
