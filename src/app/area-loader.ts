import { areaImports } from './area-imports';
import type { AreaModule } from './area-module';
import { setAreaPreloader } from './area-preload';
import { withChunkReload } from './chunk-reload';
import type { Area } from './route-table';

/**
 * Area loaders that remember what has arrived. A page whose area is already here renders at once:
 * a fresh lazy() suspends on first render even when its chunk is loaded, and React then keeps the
 * "Loading…" fallback up for at least 300 ms (its reveal throttle) on every in-app navigation.
 */
export function rememberingLoader(load: (a: Area) => Promise<AreaModule>, bare: (a: Area) => Promise<AreaModule> = load) {
  const arrived = new Map<Area, AreaModule>();
  const keep = (area: Area) => (module: AreaModule) => (arrived.set(area, module), module);
  return {
    load: (area: Area) => load(area).then(keep(area)),
    /** fetched ahead, when idle: a failure changes nothing (no reload); opening the page loads it again */
    preload: (area: Area): Promise<AreaModule | undefined> => bare(area).then(keep(area), () => undefined),
    arrived: (area: Area) => arrived.get(area),
  };
}

/**
 * The router's area chunks, one per area; a chunk that fails after a deployment reloads the page
 * (guarded). Preloading an area through this loader (`preload`: the dashboard does, for the
 * assessment area) lets its pages render at once when they are opened; a failed preload (offline)
 * does not reload the page.
 */
export const areaLoader = rememberingLoader(
  (area) => withChunkReload(areaImports[area])(),
  (area) => areaImports[area](),
);
setAreaPreloader(areaLoader.preload);
