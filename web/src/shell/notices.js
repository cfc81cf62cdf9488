// Banners at the top of the page: a damaged link, saved code to restore, and so on. Text
// only; actions are buttons.
export function createNotices(host) {
  return {
    /**
     * @param {{id: string, text: string, tone?: 'info'|'warning'|'error',
     *          actions?: Array<{label: string, run: () => void, testid?: string, keep?: boolean}>}} notice
     *   An action closes the notice, unless `keep` (a download: what the notice says still holds).
     */
    show({ id, text, tone = 'info', actions = [] }) {
      host.querySelector(`[data-notice="${id}"]`)?.remove();
      const box = document.createElement('div');
      box.className = `notice tone-${tone}`;
      box.dataset.notice = id;
      box.setAttribute('role', tone === 'error' ? 'alert' : 'status');
      const p = document.createElement('p');
      p.textContent = text;
      box.append(p);
      for (const action of [...actions, { label: 'Dismiss', run: () => {} }]) {
        const b = document.createElement('button');
        b.type = 'button';
        b.className = 'button small';
        b.textContent = action.label;
        if (action.testid) b.dataset.testid = action.testid;
        b.addEventListener('click', () => {
          if (!action.keep) box.remove();
          action.run();
        });
        box.append(b);
      }
      host.append(box);
      return box;
    },
    hide(id) {
      host.querySelector(`[data-notice="${id}"]`)?.remove();
    },
  };
}
