import type { ComponentType } from 'react';

/** The route's parameters (`:id`), for a preload that reads what the page will show. */
export type PreloadParams = Readonly<Record<string, string | undefined>>;

/** A page that can fetch its own code (its lazily loaded parts), and its first data, ahead of its first render. */
type Preloadable = ComponentType & { preload?: (params: PreloadParams) => Promise<unknown> };

/** `Page`, marked with what fetches its code (and data): the router calls it while the sign-in is still loading. */
export function preloadable<P extends ComponentType>(Page: P, preload: (params: PreloadParams) => Promise<unknown>): P {
  (Page as Preloadable).preload = preload;
  return Page;
}

/** Fetches a page's own lazily loaded code (and data), if it has any; a failure changes nothing (the render loads it again). */
export function preloadPage(Page: ComponentType | undefined, params: PreloadParams = {}): void {
  const preload = (Page as Preloadable | undefined)?.preload;
  if (preload) preload(params).catch(() => undefined);
}
