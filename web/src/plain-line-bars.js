// Bars over whole lines of the plain editor: a textarea cannot style one line, so the lines
// Monaco would decorate (the stepper's call, the error, warnings, lines the panes point at)
// get a translucent bar laid over their rows, one element per line range.

/**
 * Creates a set of bars of class `className` over `area` (a wrapping textarea), appended to
 * `host` (its positioned container). `rowsOf()` returns how many rows each line takes (the
 * editor's own measure of wrapped lines).
 *
 * set([{start, end}]) shows a bar over each range of lines (1-based, end included; a line past
 * the text shows nothing); measure() lays them out again after an edit or a resize, place()
 * after a scroll. A bar scrolled out of the text box is hidden.
 */
export function createLineBars(host, area, className, rowsOf) {
  let ranges = [];
  let bars = []; // [{el, top, height}] with top from the text's top, without scrolling

  const place = () => {
    for (const bar of bars) {
      const top = area.offsetTop + bar.top - area.scrollTop;
      bar.el.hidden = !(top + bar.height > area.offsetTop && top < area.offsetTop + area.clientHeight);
      bar.el.style.top = `${top}px`;
      bar.el.style.height = `${bar.height}px`;
    }
  };

  const measure = () => {
    // No bars, none wanted: nothing to lay out, and no style to read (which would have the
    // browser compute the page's style at once, as a run's result is being drawn).
    if (!ranges.length && !bars.length) return;
    const rows = ranges.length ? rowsOf() : [];
    const style = getComputedStyle(area);
    const lineHeight = parseFloat(style.lineHeight) || 21;
    const padding = parseFloat(style.paddingTop) || 0;
    const laid = ranges
      .filter((r) => r.start > 0 && r.start <= rows.length)
      .map((r) => {
        const end = Math.min(Math.max(r.end, r.start), rows.length);
        const before = rows.slice(0, r.start - 1).reduce((sum, n) => sum + n, 0);
        const height = rows.slice(r.start - 1, end).reduce((sum, n) => sum + n, 0);
        return { top: padding + before * lineHeight, height: height * lineHeight };
      });
    while (bars.length > laid.length) bars.pop().el.remove();
    while (bars.length < laid.length) {
      const el = document.createElement('div');
      el.className = className;
      el.setAttribute('aria-hidden', 'true');
      host.append(el);
      bars.push({ el, top: 0, height: 0 });
    }
    laid.forEach((box, i) => Object.assign(bars[i], box));
    place();
  };

  return {
    set(list) {
      ranges = list.map((r) => ({ start: r.start, end: r.end ?? r.start }));
      measure();
    },
    measure,
    place,
    /** The first bar's element, or null without bars. */
    firstElement: () => bars[0]?.el ?? null,
    /** The first bar's layout ({top, height} from the text's top), or null without bars. */
    first: () => (bars[0] ? { top: bars[0].top, height: bars[0].height } : null),
    remove() {
      for (const bar of bars) bar.el.remove();
      bars = [];
      ranges = [];
    },
  };
}
