// Embed mode (?embed=1): the options of an embedded playground, and its postMessage API.
//
// URL options: embed=1, panes=<id,id,...> (the panes to show, in order), readonly=1,
// autorun=1 (run when loaded; otherwise the reader presses Run or edits), theme=light|dark,
// host=<origin> (only accept messages from, and only post to, this origin).
//
// Messages the embed posts to its parent (window.parent.postMessage):
//   {type: 'tfplay:ready', version: 1}                       the playground is ready
//   {type: 'tfplay:height', version: 1, height: <px>}        its content height changed
//   {type: 'tfplay:result', version: 1, ok, error, functions} a run finished; error is
//        null or {type, message, line}; functions is [{name, tracing_count, concretes}]
//   {type: 'tfplay:rejected', version: 1, reason}            a message it received was invalid
// Messages it accepts from its parent (anything else is rejected):
//   {type: 'tfplay:setCode', code: <string, at most 200000 characters>, run?: <boolean>}
//   {type: 'tfplay:run'}

export const MESSAGE_VERSION = 1;
const MAX_CODE = 200_000;
const ORIGIN = /^https?:\/\/[^/\s]+$/;

/** The embed options of a URL's query, or null when not embedded. */
export function embedOptions(params = new URLSearchParams(location.search)) {
  if (params.get('embed') !== '1') return null;
  // Each pane once: a pane is one tab and one mounted module, so panes=cache,cache showed a
  // second, empty Cache tab.
  const panes = [
    ...new Set(
      (params.get('panes') ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter((s) => /^[a-z-]{1,32}$/.test(s)),
    ),
  ];
  const theme = params.get('theme');
  const host = params.get('host');
  return {
    panes,
    readonly: params.get('readonly') === '1',
    autorun: params.get('autorun') === '1',
    theme: theme === 'light' || theme === 'dark' ? theme : null,
    host: host && ORIGIN.test(host) ? host : null,
  };
}

/**
 * The embed address of a page address (a share link, whose fragment holds the program) with
 * the embed options: panes (ids, in order), autorun, readonly, theme ('light'|'dark'|'' for
 * the reader's own).
 */
export function embedUrl(pageUrl, { panes, autorun, readonly, theme }) {
  const url = new URL(pageUrl);
  const hash = url.hash;
  url.hash = '';
  url.search = '';
  url.searchParams.set('embed', '1');
  if (panes.length) url.searchParams.set('panes', panes.join(','));
  if (autorun) url.searchParams.set('autorun', '1');
  if (readonly) url.searchParams.set('readonly', '1');
  if (theme === 'light' || theme === 'dark') url.searchParams.set('theme', theme);
  return `${url.href}${hash}`;
}

const attribute = (text) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The HTML a web page pastes to embed `src` (embedUrl): the iframe, and a script that sets its
 * height from the embed's tfplay:height messages, so that it never clips nor scrolls (the
 * script finds its iframe as the element before it, so a page may hold several). Without
 * scripts (a host page's CSP) the iframe keeps its 420 px and scrolls inside.
 */
export function embedSnippet(src) {
  const origin = new URL(src).origin;
  return [
    `<iframe src="${attribute(src)}" title="tfplay: a tf.function playground" width="100%" height="420" style="border:0" loading="lazy"></iframe>`,
    '<script>',
    '(function (frame) {',
    "  addEventListener('message', function (e) {",
    `    if (e.source !== frame.contentWindow || e.origin !== ${JSON.stringify(origin)}) return;`,
    "    if (e.data && e.data.type === 'tfplay:height' && e.data.height > 0) frame.style.height = Math.ceil(e.data.height) + 'px';",
    '  });',
    '})(document.currentScript.previousElementSibling);',
    '</script>',
  ].join('\n');
}

/** Checks a message from the host; returns {ok: true, message} or {ok: false, reason}. */
export function validateHostMessage(data) {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return { ok: false, reason: 'a message must be an object' };
  if (data.type === 'tfplay:run') {
    return { ok: true, message: { type: 'tfplay:run' } };
  }
  if (data.type === 'tfplay:setCode') {
    if (typeof data.code !== 'string') return { ok: false, reason: 'setCode needs a string "code"' };
    if (data.code.length > MAX_CODE) return { ok: false, reason: `code is longer than ${MAX_CODE} characters` };
    if (data.run !== undefined && typeof data.run !== 'boolean') return { ok: false, reason: '"run" must be a boolean' };
    return { ok: true, message: { type: 'tfplay:setCode', code: data.code, run: data.run === true } };
  }
  return { ok: false, reason: `unknown message type ${JSON.stringify(String(data.type)).slice(0, 60)}` };
}

/**
 * Starts talking to the host page.
 * @param {{host: string|null}} options
 * @param {{setCode(code: string): void, run(): Promise<object>}} api
 */
export function connectHost(options, api) {
  const parent = window.parent !== window ? window.parent : null;
  const target = options.host ?? '*';
  const post = (message) => parent?.postMessage({ ...message, version: MESSAGE_VERSION }, target);

  window.addEventListener('message', (event) => {
    if (!parent || event.source !== parent) return; // only the embedding page may drive us
    if (options.host && event.origin !== options.host) return;
    // Ignore other libraries' traffic (no tfplay: prefix); reject malformed tfplay messages.
    const type = event.data && typeof event.data === 'object' ? event.data.type : null;
    if (typeof type !== 'string' || !type.startsWith('tfplay:')) return;
    const checked = validateHostMessage(event.data);
    if (!checked.ok) {
      post({ type: 'tfplay:rejected', reason: checked.reason });
      return;
    }
    if (checked.message.type === 'tfplay:setCode') {
      api.setCode(checked.message.code);
      if (checked.message.run) api.run();
    } else {
      api.run();
    }
  });

  let lastHeight = 0;
  const report = () => {
    const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    if (height !== lastHeight) {
      lastHeight = height;
      post({ type: 'tfplay:height', height });
    }
  };
  new ResizeObserver(report).observe(document.body);
  report();

  return {
    ready: () => post({ type: 'tfplay:ready' }),
    result(result) {
      // The result is on the page by now. An embed scrolled out of view may get no resize
      // callback (Chromium throttles off-screen cross-origin frames), so its height is sent here
      // too: reading the layout works while rendering is paused.
      report();
      post({
        type: 'tfplay:result',
        ok: Boolean(result.ok),
        error: result.error ? { type: result.error.type, message: result.error.message, line: result.error.line } : null,
        functions: (result.functions ?? []).map((f) => ({ name: f.name, tracing_count: f.tracing_count, concretes: f.concretes.length })),
      });
    },
  };
}
