// Columns of the run result count code points, as CPython places a traceback's carets ("🚀" is
// one column); the editors count UTF-16 code units, as JavaScript strings do ("🚀" is two).
// An error after an emoji marked the wrong characters until columns were converted.

/**
 * The 1-based UTF-16 column in `lineText` of the 1-based code-point `column`. A column past the
 * line's end stays as far past it; 0 (unknown) stays 0.
 * @param {string} lineText
 * @param {number} column
 */
export function utf16Column(lineText, column) {
  if (!(column > 1)) return column;
  let units = 0;
  let points = 0;
  for (const ch of lineText) {
    if (points === column - 1) return units + 1;
    units += ch.length;
    points += 1;
  }
  return units + 1 + (column - 1 - points);
}
