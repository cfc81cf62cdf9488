// The Embed dialog: the author picks the panes, the theme, read-only and autorun, sees the
// embed as a reader will (a live preview, reloaded as the options change) and copies a snippet
// that works by itself in any page (shell/embed.js's embedSnippet).
import { MAX_CODE } from '../share.js';
import { embedSnippet, embedUrl } from './embed.js';

const PREVIEW_DELAY_MS = 400;

/**
 * Connects the dialog of index.html.
 * @param {HTMLDialogElement} dialog
 * @param {{openButton: HTMLElement, panes: {id: string, title: string}[], pageUrl: () => string|null,
 *          selectedPane: () => string}} options
 *   pageUrl: the address of the full page with the current program (a share link), or null when
 *   the program is too long for one: the dialog then says so and offers no code to copy.
 */
export function connectEmbedDialog(dialog, { openButton, panes, pageUrl, selectedPane }) {
  const form = dialog.querySelector('form');
  const $ = (testid) => dialog.querySelector(`[data-testid="${testid}"]`);
  const snippetEl = $('embed-snippet');
  // The preview's iframe is made when the dialog first opens: one in the page's HTML has the
  // page's parse make a frame for it, as the page starts.
  let preview = null;
  const previewFrame = () => {
    if (!preview) {
      preview = document.createElement('iframe');
      preview.dataset.testid = 'embed-preview';
      preview.title = 'Preview of the embedded playground';
      dialog.querySelector('.embed-preview').append(preview);
    }
    return preview;
  };
  const copyButton = $('embed-copy');
  const paneBoxes = panes.map((pane) => {
    const label = document.createElement('label');
    label.className = 'check';
    const box = document.createElement('input');
    box.type = 'checkbox';
    box.name = 'pane';
    box.value = pane.id;
    label.append(box, ` ${pane.title}`);
    $('embed-panes').append(label);
    return box;
  });

  let pageAddress = '';
  const src = () =>
    embedUrl(pageAddress, {
      panes: paneBoxes.filter((b) => b.checked).map((b) => b.value),
      autorun: form.autorun.checked,
      readonly: form.readonly.checked,
      theme: form.theme.value,
    });

  let previewTimer = null;
  const showPreview = () => {
    clearTimeout(previewTimer);
    previewTimer = null;
    if (dialog.open && pageAddress) previewFrame().src = src();
  };
  const update = ({ now = false } = {}) => {
    copyButton.disabled = !pageAddress;
    if (!pageAddress) {
      snippetEl.value = `This program is longer than a link can carry (${MAX_CODE.toLocaleString('en')} characters), so it cannot be embedded. Shorten it, or use Download to share it as a file.`;
      return;
    }
    snippetEl.value = embedSnippet(src());
    clearTimeout(previewTimer);
    if (now) showPreview();
    else previewTimer = setTimeout(showPreview, PREVIEW_DELAY_MS);
  };

  // The preview sizes itself as the snippet's script would size the iframe in a page.
  window.addEventListener('message', (event) => {
    if (!preview || event.source !== preview.contentWindow || event.data?.type !== 'tfplay:height') return;
    if (event.data.height > 0) preview.style.height = `${Math.ceil(event.data.height)}px`;
  });

  openButton.addEventListener('click', () => {
    pageAddress = pageUrl();
    const shown = new Set([selectedPane(), 'cache']);
    for (const box of paneBoxes) box.checked = shown.has(box.value);
    dialog.showModal();
    update({ now: true });
    snippetEl.select();
  });
  dialog.addEventListener('change', () => update());
  // Closing stops the preview's engine.
  dialog.addEventListener('close', () => {
    clearTimeout(previewTimer);
    if (!preview) return;
    preview.removeAttribute('src');
    preview.src = 'about:blank';
  });

  copyButton.addEventListener('click', async () => {
    let copied = false;
    try {
      await navigator.clipboard.writeText(snippetEl.value);
      copied = true;
    } catch {
      snippetEl.select();
    }
    copyButton.textContent = copied ? 'Copied' : 'Press Ctrl+C to copy';
    setTimeout(() => (copyButton.textContent = 'Copy embed code'), 1500);
  });
}
