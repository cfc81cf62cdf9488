// How a warning is shown: its plain explanation and links to its causes in the program.
// Text only (textContent), never HTML.
import { explainWarning, groupWarnings } from './warnings.js';

/**
 * @param {object} event a "warning" event
 * @param {object} result the run result it belongs to
 * @param {{compact?: boolean, count?: number}} options compact: collapsed under an output line;
 *   count: how many times the same warning was printed at that line (shown as "×N")
 */
export function renderWarning(event, result, { compact = false, count = 1 } = {}) {
  const info = explainWarning(event, result);
  const box = document.createElement('details');
  box.className = `warning-explain${compact ? ' compact' : ''}`;
  const title = document.createElement('summary');
  title.className = 'warning-title';
  const where = event.line > 0 ? ` (line ${event.line})` : '';
  const times = count > 1 ? ` ×${count}` : '';
  title.textContent = compact ? 'What does this warning mean?' : `⚠ ${info.title}${where}${times}: ${info.summary}`;
  const text = document.createElement('p');
  text.textContent = info.text;
  box.append(title, text);
  if (info.causes.length) {
    const list = document.createElement('ul');
    list.className = 'warning-causes';
    for (const cause of info.causes) {
      const li = document.createElement('li');
      const link = document.createElement('button');
      link.type = 'button';
      link.className = 'link-button';
      link.dataset.sourceLine = String(cause.line);
      link.textContent = cause.label;
      li.append(link);
      list.append(li);
    }
    box.append(list);
  }
  return box;
}

/** The editor markers of a run's warnings, one per warning and line: [{line, message}]. */
export function warningMarkers(result) {
  return groupWarnings(result)
    .filter(({ event }) => event.line > 0)
    .map(({ event }) => {
      const info = explainWarning(event, result);
      return { line: event.line, message: `${info.title}: ${info.text}` };
    });
}
