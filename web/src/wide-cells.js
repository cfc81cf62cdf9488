// Wide characters take exactly two cells in the panes that show program output, as in a
// terminal. A program's text is laid out for a terminal: rich pads summary()'s table by cells,
// counting an East Asian Wide or Fullwidth character (CJK, most emoji) as two
// (core/keras/keras/src/utils/rich_table.py), but a browser's monospace font draws such glyphs
// from a fallback font, rarely exactly two cells wide, and the table's │ columns shifted on a
// row naming a layer "密集层_一". Each wide character (with the marks, joiners, variation
// selectors and skin tones drawn with it) goes in a span whose letter-spacing makes up the
// difference between its glyph's width (measured once on a canvas in the panes' font) and its
// cells (2ch each). The span stays inline: as an inline-block of width 2ch, Chromium's
// find-in-page no longer matched text running on past an emoji. The text itself is unchanged,
// so reading, selecting, copying and searching see what the program printed. Widths: Unicode's
// EastAsianWidth.txt, through get-east-asian-width.
import { eastAsianWidth } from 'get-east-asian-width';

/**
 * The blocks where EastAsianWidth.txt has Wide or Fullwidth characters (a superset, checked in
 * web/test/wide-cells.test.js): text without any, such as a progress bar's ━ or a table's │,
 * needs no look-up character by character.
 */
export const MAYBE_WIDE =
  /[\u1100-\u115f\u2300-\u23ff\u25a0-\u27bf\u2b00-\u2bff\u2e80-\ua4cf\ua960-\ua97f\uac00-\ud7a3\uf900-\ufaff\ufe10-\ufe6f\uff00-\uffef\u{16fe0}-\u{3fffd}]/u;

/**
 * Drawn with the character before it, zero cells: combining marks, the zero width joiner,
 * variation selectors, emoji skin-tone modifiers (Wide in EastAsianWidth.txt, but they combine
 * with the emoji before them; rich_table.py counts them zero), tag characters (flags of regions).
 */
const JOINS = /^(?:\p{M}|[\u200d\ufe00-\ufe0f\u{1f3fb}-\u{1f3ff}\u{e0020}-\u{e007f}])$/u;

/** True for an East Asian Wide or Fullwidth code point (not a skin-tone modifier). */
function isWide(codePoint) {
  return codePoint >= 0x1100 && eastAsianWidth(codePoint) === 2 && !(codePoint >= 0x1f3fb && codePoint <= 0x1f3ff);
}

/**
 * `text` in parts: [{text, cells}] where `cells` > 0 marks a wide character with what is drawn
 * with it (its width in cells: two per wide character, so a sequence joined with U+200D takes
 * the cells its characters take apart, as the terminal's padding counted them), and 0 any
 * other text. Text with no wide character is one part.
 */
export function wideParts(text) {
  if (!MAYBE_WIDE.test(text)) return [{ text, cells: 0 }];
  const parts = [];
  const chars = [...text];
  let narrow = '';
  for (let i = 0; i < chars.length; ) {
    const code = chars[i].codePointAt(0);
    if (!isWide(code)) {
      narrow += chars[i];
      i += 1;
      continue;
    }
    let cluster = chars[i];
    let cells = 2;
    i += 1;
    while (i < chars.length && JOINS.test(chars[i])) {
      const joiner = chars[i] === '\u200d';
      cluster += chars[i];
      i += 1;
      if (joiner && i < chars.length) {
        // The character the joiner joins on.
        if (isWide(chars[i].codePointAt(0))) cells += 2;
        cluster += chars[i];
        i += 1;
      }
    }
    if (narrow) parts.push({ text: narrow, cells: 0 });
    narrow = '';
    parts.push({ text: cluster, cells });
  }
  if (narrow) parts.push({ text: narrow, cells: 0 });
  return parts;
}

/** The font size (px) glyphs are measured at; spacings are in em, for any size of the font. */
const MEASURE_PX = 100;
let measure = null; // a canvas 2D context set to the panes' monospace font
const spacings = new Map(); // `${cells}:${cluster}` -> letter-spacing in em

/**
 * The letter-spacing (em) that makes `cluster` take `cells` cells of the panes' monospace font
 * (style.css --mono): cells × the width of "0" (1ch) minus the glyph's own width.
 */
function spacingEm(cluster, cells) {
  const key = `${cells}:${cluster}`;
  if (!spacings.has(key)) {
    if (!measure) {
      measure = document.createElement('canvas').getContext('2d');
      const family = getComputedStyle(document.documentElement).getPropertyValue('--mono').trim() || 'monospace';
      measure.font = `${MEASURE_PX}px ${family}`;
    }
    const ch = measure.measureText('0').width;
    const em = (cells * ch - measure.measureText(cluster).width) / MEASURE_PX;
    spacings.set(key, Number.isFinite(em) ? Math.round(em * 10000) / 10000 : 0);
  }
  return spacings.get(key);
}

/** Appends `text` to `parent`: text nodes, and each wide character in a span of its cells. */
export function appendCells(parent, text) {
  if (!MAYBE_WIDE.test(text)) {
    parent.append(text);
    return;
  }
  for (const { text: part, cells } of wideParts(text)) {
    if (!cells) {
      parent.append(part);
      continue;
    }
    const span = document.createElement('span');
    span.className = 'wide';
    span.style.letterSpacing = `${spacingEm(part, cells)}em`;
    span.textContent = part;
    parent.append(span);
  }
}
