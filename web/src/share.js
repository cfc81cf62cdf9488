// Share links: the page's state, compressed into the URL fragment with lz-string (as the
// TypeScript playground does), so a link carries everything and no server stores anything.
//
//   #v1/<lz(JSON state)>   the current format: {code, pane?, exercise?}
//   #v1/code/<lz(code)>    the first format (code only); still opened
//
// A fragment that starts with "#v" but cannot be read is reported, never ignored silently.
import LZString from 'lz-string';
import { OUTCOMES } from './predict/grade.js';

const { compressToEncodedURIComponent, decompressFromEncodedURIComponent } = LZString;

/** The longest program a link carries (characters); readHash refuses longer ones. */
export const MAX_CODE = 200_000;
/** Chromium does not open a URL longer than 2 MiB (url::kMaxURLChars). */
const MAX_URL = 2 * 1024 * 1024;
const ID = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** The URL of the page carrying `state` ({code, pane?, exercise?}) in its fragment. */
export function shareUrl(state, base = window.location.href) {
  const url = new URL(base);
  const clean = typeof state === 'string' ? { code: state } : state;
  url.hash = `v1/${compressToEncodedURIComponent(JSON.stringify(clean))}`;
  return url.href;
}

/**
 * A link for `state` that is known to open: the URL of shareUrl when readHash reads the same
 * program back from it, else null (the program is longer than MAX_CODE characters, its JSON
 * longer than the decoder accepts, or the URL longer than a browser opens).
 * @returns {string|null}
 */
export function checkedShareUrl(state, base = window.location.href) {
  const clean = typeof state === 'string' ? { code: state } : state;
  if (clean.code.length > MAX_CODE) return null;
  const url = shareUrl(clean, base);
  if (url.length > MAX_URL) return null;
  const back = readHash(new URL(url).hash);
  return back.kind === 'state' && back.state.code === unixLines(clean.code) ? url : null;
}

/**
 * Reads a fragment.
 * @returns {{kind: 'none'} | {kind: 'state', state: {code: string, pane?: string, exercise?: object}}
 *          | {kind: 'error', message: string}}
 */
export function readHash(hash = window.location.hash) {
  if (!hash || hash === '#') return { kind: 'none' };
  const m = /^#v(\d+)\/(.*)$/s.exec(hash);
  if (!m) return { kind: 'none' };
  if (m[1] !== '1') {
    return { kind: 'error', message: `This link was made by a newer version of tfplay (link format v${m[1]}).` };
  }
  const body = m[2];
  if (body.startsWith('code/')) {
    const code = decompress(body.slice(5));
    if (code === null) return damaged();
    return { kind: 'state', state: { code: unixLines(code) } };
  }
  const text = decompress(body);
  if (text === null) return damaged();
  let raw;
  try {
    raw = JSON.parse(text);
  } catch {
    return damaged();
  }
  const state = validateState(raw);
  return state ? { kind: 'state', state } : damaged();
}

/**
 * `code` with Windows (CRLF) and old Mac (CR) line ends as "\n", as the editor holds it (and as
 * Python reads a source file): a link made from a file saved on Windows opens as that program,
 * unedited.
 */
function unixLines(code) {
  return code.includes('\r') ? code.replace(/\r\n?/g, '\n') : code;
}

function damaged() {
  return { kind: 'error', message: 'This link is damaged (it may have been cut short when it was copied), so it could not be opened.' };
}

function decompress(text) {
  if (!/^[A-Za-z0-9+\-$]*$/.test(text) || text.length === 0) return null;
  let out;
  try {
    out = decompressFromEncodedURIComponent(text);
  } catch {
    return null;
  }
  return typeof out === 'string' && out.length > 0 && out.length <= MAX_CODE * 2 ? out : null;
}

/** Keeps only well-formed fields of a shared state; null when the code itself is unusable. */
export function validateState(raw) {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  if (typeof raw.code !== 'string' || raw.code.length > MAX_CODE) return null;
  const state = { code: unixLines(raw.code) };
  if (typeof raw.pane === 'string' && ID.test(raw.pane)) state.pane = raw.pane;
  const ex = raw.exercise;
  if (ex && typeof ex === 'object' && !Array.isArray(ex)) {
    const exercise = {};
    if (typeof ex.id === 'string' && ID.test(ex.id)) exercise.id = ex.id;
    if (typeof ex.predict === 'boolean') exercise.predict = ex.predict;
    if (typeof ex.checked === 'boolean') exercise.checked = ex.checked;
    if (ex.ledger && typeof ex.ledger === 'object' && !Array.isArray(ex.ledger)) {
      const ledger = {};
      for (const [key, p] of Object.entries(ex.ledger).slice(0, 500)) {
        if (typeof key !== 'string' || key.length > 200 || !p || typeof p !== 'object') continue;
        ledger[key] = {
          outcome: OUTCOMES.some(([outcome]) => outcome === p.outcome) ? p.outcome : '',
          trace: typeof p.trace === 'string' ? p.trace.slice(0, 5000) : '',
          graph: typeof p.graph === 'string' ? p.graph.slice(0, 5000) : '',
        };
      }
      exercise.ledger = ledger;
    }
    state.exercise = exercise;
  }
  return state;
}

/** Kept for old callers: the code of a fragment, or null. */
export function codeFromHash(hash = window.location.hash) {
  const r = readHash(hash);
  return r.kind === 'state' ? r.state.code : null;
}
