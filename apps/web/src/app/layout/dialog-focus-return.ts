import { useEffect } from 'react';

const INTERACTIVE =
  'button, a[href], input, select, textarea, [role="menuitem"], [role="tab"], [tabindex]:not([tabindex="-1"])';
const MODAL = '[role="dialog"][aria-modal="true"]';

/** What to focus again once the dialog it opened closes: a menu's item goes with its menu, the menu's button stays. */
function openerOf(target: EventTarget | null): HTMLElement | null {
  const element = target instanceof Element ? target.closest<HTMLElement>(INTERACTIVE) : null;
  if (!element) return null;
  const menu = element.closest('[role="menu"]');
  const menuButton = menu?.id
    ? document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(menu.id)}"]`)
    : null;
  return menuButton ?? element;
}

/**
 * Gives the focus back to what opened a modal when it closes (WCAG 2.4.3). Mantine does it
 * for a modal that closes, but not for one that is unmounted (the folder action modals) nor
 * when the opener was a menu item: this watches every modal of the page, nested ones included.
 */
export function watchDialogFocusReturn(): () => void {
  let lastOpener: HTMLElement | null = null;
  const openers: Array<HTMLElement | null> = [];
  const remember = (event: Event) => {
    const opener = openerOf(event.target);
    if (opener) lastOpener = opener;
  };
  const sync = () => {
    const count = document.querySelectorAll(MODAL).length;
    while (openers.length < count) {
      openers.push(lastOpener ?? openerOf(document.activeElement));
      lastOpener = null;
    }
    while (openers.length > count) {
      const opener = openers.pop();
      // After Mantine's own return, and only when the focus was left nowhere.
      window.setTimeout(() => {
        const active = document.activeElement;
        const lost = !active || active === document.body || !active.isConnected;
        if (lost && opener?.isConnected && document.querySelectorAll(MODAL).length === openers.length)
          opener.focus();
      }, 50);
    }
  };
  document.addEventListener('pointerdown', remember, true);
  document.addEventListener('keydown', remember, true);
  const observer = new MutationObserver(sync);
  observer.observe(document.body, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
    document.removeEventListener('pointerdown', remember, true);
    document.removeEventListener('keydown', remember, true);
  };
}

/** Mounted once, by the app's providers. */
export function useDialogFocusReturn(): void {
  useEffect(() => watchDialogFocusReturn(), []);
}
