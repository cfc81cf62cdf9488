// Terminal rows (terminal.js) as DOM: every run is a text node or a <span> with its classes and
// colours (set through CSSOM). Text is always set as text, never parsed as HTML.

/** Box-drawing and block characters: a row with them is a table or a bar that must not wrap. */
const DRAWING = /[\u2500-\u259f]/;

/** True when a row's lines must keep their layout: no wrapping, a horizontal scroll instead. */
export function keepsLayout(row) {
  return DRAWING.test(row.text);
}

/**
 * Appends the lines of `rows` to `parent`, separated by newlines (for white-space: pre). Plain
 * text between styled runs goes in as one text node.
 */
export function appendTerminalRows(parent, rows) {
  let plain = '';
  let first = true;
  for (const row of rows) {
    for (const line of row.lines) {
      if (!first) plain += '\n';
      first = false;
      for (const { text, style } of line.runs()) {
        if (!style) {
          plain += text;
          continue;
        }
        if (plain) parent.append(plain);
        plain = '';
        const span = document.createElement('span');
        if (style.classes.length) span.className = style.classes.join(' ');
        if (style.color) span.style.color = style.color;
        if (style.background) span.style.backgroundColor = style.background;
        span.textContent = text;
        parent.append(span);
      }
    }
  }
  if (plain) parent.append(plain);
}
