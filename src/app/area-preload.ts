import type { AreaModule } from './area-module';
import type { Area } from './route-table';

type Preloader = (area: Area) => Promise<AreaModule | undefined>;
let preloader: Preloader = () => Promise.resolve(undefined);

/**
 * An area's pages preload the next area through the router's remembering loader, which registers
 * itself here: the area chunks are what that loader imports, so they cannot import it back.
 */
export function setAreaPreloader(preload: Preloader): void {
  preloader = preload;
}

/** Fetches an area ahead, when idle (nothing before the router's loader is set up; a failure changes nothing). */
export function preloadArea(area: Area): Promise<AreaModule | undefined> {
  return preloader(area);
}
