/**
 * What the workspace's parts share besides the store (the callbacks are stable): the polite live
 * region (what an edit did, in words), opening a tab of the side panel, bringing the selected
 * question's settings into view, and moving focus once React has drawn.
 */
import { createContext, useContext, useSyncExternalStore } from 'react';

export type PanelTab = 'question' | 'scoring' | 'checks' | 'try' | 'preview' | 'problems' | 'json';

export interface WorkspaceContextValue {
  /** say this in the workspace's polite live region */
  announce(text: string): void;
  showTab(tab: PanelTab): void;
  /**
   * The question just chosen on the canvas: where the side panel sits below the canvas (tablets and
   * phones, `isStackedLayout`), open the Question tab and scroll its settings into view with focus
   * on their heading; beside the canvas nothing more (the settings are in view already).
   */
  revealEditor(): void;
}

export const WorkspaceContext = createContext<WorkspaceContextValue>({
  announce: () => {},
  showTab: () => {},
  revealEditor: () => {},
});

/**
 * The workspace's layouts by screen width: the one place their breakpoints are written. The media
 * queries of workspace.css are exactly these (workspace-layout.test.ts reads it to keep them so),
 * and what the workspace does (scrolling settings into view, where the preview goes) asks the same.
 */
export const LAYOUT_QUERIES = {
  /** the side panel below the canvas, a scroll away from it (tablets and phones) */
  stacked: '(max-width: 1100px)',
  /** one column; the palette folds into an "Add question" menu */
  phone: '(max-width: 720px)',
  /**
   * room for the live preview beside the canvas, under the settings, always in view (a 1440 px
   * laptop and up; the admin page keeps the canvas about 490 px wide there)
   */
  wide: '(min-width: 1440px)',
} as const;

const matches = (query: string): boolean => typeof window.matchMedia === 'function' && window.matchMedia(query).matches;

/** Whether the side panel sits below the canvas (workspace.css), so the chosen question's settings are out of view. */
export const isStackedLayout = (): boolean => matches(LAYOUT_QUERIES.stacked);

const subscribeTo = (query: string) => (onChange: () => void) => {
  if (typeof window.matchMedia !== 'function') return () => {};
  const list = window.matchMedia(query);
  list.addEventListener?.('change', onChange);
  return () => list.removeEventListener?.('change', onChange);
};
const subscriptions = new Map<string, (onChange: () => void) => () => void>();

/** Whether a media query matches now, re-rendering when that changes (the window resized, a phone turned). */
export function useMediaQuery(query: string): boolean {
  let subscribe = subscriptions.get(query);
  if (!subscribe) subscriptions.set(query, (subscribe = subscribeTo(query)));
  return useSyncExternalStore(subscribe, () => matches(query), () => false);
}

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
    // already there (React gives focus back to a focused button it moved): no document-wide search
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && focused.dataset.testid === testIds[0] && !(focused as HTMLButtonElement).disabled) return;
    for (const id of testIds) {
      const element = document.querySelector<HTMLElement>(`[data-testid="${id}"]`);
      if (element && !(element as HTMLButtonElement).disabled) {
        element.focus();
        return;
      }
    }
  }, 0);
}
