// Share links: the program, compressed into the URL fragment (#v1/code/<lz-string>), so a
// link carries the whole program and no server stores anything.
import { compressToEncodedURIComponent, decompressFromEncodedURIComponent } from 'lz-string';

const PREFIX = '#v1/code/';

/** The URL that opens the page with `source` in the editor. */
export function shareUrl(source, base = window.location.href) {
  const url = new URL(base);
  url.hash = PREFIX.slice(1) + compressToEncodedURIComponent(source);
  return url.href;
}

/** The program carried by a URL fragment, or null when there is none (or it is damaged). */
export function codeFromHash(hash = window.location.hash) {
  if (!hash.startsWith(PREFIX)) return null;
  const source = decompressFromEncodedURIComponent(hash.slice(PREFIX.length));
  return typeof source === 'string' && source.length > 0 ? source : null;
}
