import type { AreaModule } from './area-imports';
import { areaImports } from './area-imports';
import { withChunkReload } from './chunk-reload';
import type { Area } from './route-table';

/**
 * Area loaders that remember what has arrived. A page whose area is already here renders at once:
 * a fresh lazy() suspends on first render even when its chunk is loaded, and React then keeps the
 * "Loading…" fallback up for at least 300 ms (its reveal throttle) on every in-app navigation.
 */
export function rememberingLoader(load: (a: Area) => Promise<AreaModule>) {
  const arrived = new Map<Area, AreaModule>();
  return {
    load: (area: Area) => load(area).then((module) => (arrived.set(area, module), module)),
    arrived: (area: Area) => arrived.get(area),
  };
}

/**
 * The router's area chunks, one per area; a chunk that fails after a deployment reloads the page
 * (guarded). Preloading an area through this loader (the dashboard does, for the assessment area)
 * lets its pages render at once when they are opened.
 */
export const areaLoader = rememberingLoader((area) => withChunkReload(areaImports[area])());
