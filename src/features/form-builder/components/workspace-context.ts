/**
 * What the workspace's parts share besides the store (the callbacks are stable): the polite live
 * region (what an edit did, in words), opening a tab of the side panel, bringing the selected
 * question's settings into view, and moving focus once React has drawn.
 */
import { createContext, useContext } from 'react';

export type PanelTab = 'question' | 'scoring' | 'try' | 'preview' | 'problems' | 'json';

export interface WorkspaceContextValue {
  /** say this in the workspace's polite live region */
  announce(text: string): void;
  showTab(tab: PanelTab): void;
  /**
   * The question just chosen on the canvas: on a phone (where the panel sits below the canvas) open
   * the Question tab and scroll its settings into view with focus on their heading; on a wider
   * screen nothing more (the panel is in view beside the canvas).
   */
  revealEditor(): void;
}

export const WorkspaceContext = createContext<WorkspaceContextValue>({
  announce: () => {},
  showTab: () => {},
  revealEditor: () => {},
});

/** Phone width: the side panel sits below the canvas, usually a long scroll away (workspace.css). */
export const PHONE_QUERY = '(max-width: 40rem)';

const matches = (query: string): boolean => typeof window.matchMedia === 'function' && window.matchMedia(query).matches;

/** Whether the workspace has its phone layout (the side panel below the canvas). */
export const isPhoneLayout = (): boolean => matches(PHONE_QUERY);

/**
 * Once drawn: scroll the Question panel's heading into view and focus it (a heading with
 * tabIndex -1), so the settings of the question just chosen are where the administrator looks.
 */
export function showQuestionSettingsSoon(): void {
  setTimeout(() => {
    const heading = document.querySelector<HTMLElement>('[data-testid="question-settings-heading"]');
    if (!heading) return;
    heading.scrollIntoView?.({ block: 'start', behavior: matches('(prefers-reduced-motion: reduce)') ? 'auto' : 'smooth' });
    heading.focus({ preventScroll: true });
  }, 0);
}

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
