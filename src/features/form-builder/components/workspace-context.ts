/**
 * What the workspace's parts share besides the store (both callbacks are stable): the polite live region
 * (what an edit did, in words), opening a tab of the side panel, and moving focus once React has drawn.
 */
import { createContext, useContext } from 'react';

export type PanelTab = 'question' | 'scoring' | 'try' | 'preview' | 'problems' | 'json';

export interface WorkspaceContextValue {
  /** say this in the workspace's polite live region */
  announce(text: string): void;
  showTab(tab: PanelTab): void;
}

export const WorkspaceContext = createContext<WorkspaceContextValue>({
  announce: () => {},
  showTab: () => {},
});

export const useWorkspace = (): WorkspaceContextValue => useContext(WorkspaceContext);

/**
 * Focus the first of these elements (by data-testid) that exists and is enabled, once the current
 * render has been committed (a moved question is a new element in another section).
 */
export function focusSoon(...testIds: string[]): void {
  setTimeout(() => {
    for (const id of testIds) {
      const element = document.querySelector<HTMLElement>(`[data-testid="${id}"]`);
      if (element && !(element as HTMLButtonElement).disabled) {
        element.focus();
        return;
      }
    }
  }, 0);
}
