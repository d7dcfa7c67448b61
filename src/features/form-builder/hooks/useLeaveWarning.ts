/**
 * Warns before leaving with unsaved changes: the browser's own prompt on reload or close, and a
 * confirmation when a link inside the app is followed. The app uses react-router's declarative
 * router, where `useBlocker` is not available, so in-app links are checked before the router sees
 * the click (capture phase on the document). The browser's Back button is not caught; the local
 * copy of the edits (see local-backup) is what protects that path.
 */
import { useEffect } from 'react';

export const LEAVE_MESSAGE = 'This form has changes that are not saved yet. Leave anyway? (A copy stays in this browser.)';

/** Pure: whether a click on this anchor leaves the current page within the app. */
export function leavesPage(anchor: HTMLAnchorElement, here: Location): boolean {
  if (anchor.target && anchor.target !== '_self') return false;
  if (anchor.hasAttribute('download')) return false;
  const to = new URL(anchor.href, here.href);
  if (to.origin !== here.origin) return true;
  return to.pathname !== here.pathname || to.search !== here.search;
}

const askBrowser = (message: string) => window.confirm(message);

export function useLeaveWarning(active: boolean, confirmLeave: (message: string) => boolean = askBrowser): void {
  useEffect(() => {
    if (!active) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // older browsers show the prompt only when returnValue is set
      event.returnValue = LEAVE_MESSAGE;
    };
    const click = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || !leavesPage(anchor, window.location)) return;
      if (confirmLeave(LEAVE_MESSAGE)) return;
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, [active, confirmLeave]);
}
