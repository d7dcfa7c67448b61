import type { ComponentType } from 'react';

/** A page that can fetch its own code ahead of its first render (its lazily loaded parts). */
type Preloadable = ComponentType & { preload?: () => Promise<unknown> };

/** `Page`, marked with what fetches its code: the router calls it while the session is still loading. */
export function preloadable<P extends ComponentType>(Page: P, preload: () => Promise<unknown>): P {
  (Page as Preloadable).preload = preload;
  return Page;
}

/** Fetches a page's own lazily loaded code, if it has any; a failure changes nothing (the render loads it again). */
export function preloadPage(Page: ComponentType | undefined): void {
  const preload = (Page as Preloadable | undefined)?.preload;
  if (preload) preload().catch(() => undefined);
}
