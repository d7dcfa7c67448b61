import { loadSchemaCompilers } from '@engine';
import type { AreaModule } from './area-module';
import type { Area } from './route-table';

export type { AreaModule } from './area-module';

/**
 * The one dynamic import per area chunk. The router wraps them (a chunk gone after a deployment
 * reloads the page); the idle prefetch uses them bare (a failed prefetch changes nothing).
 */
export const areaImports: Record<Area, () => Promise<AreaModule>> = {
  public: () => import('./areas/public') as Promise<AreaModule>,
  member: () => import('./areas/member') as Promise<AreaModule>,
  assessment: () => import('./areas/assessment') as Promise<AreaModule>,
  courses: () => import('./areas/courses') as Promise<AreaModule>,
  account: () => import('./areas/account') as Promise<AreaModule>,
  // the builder, the previews and the reviewers' tools compile schemas as they go: ajv comes with the area
  admin: () => Promise.all([import('./areas/admin'), loadSchemaCompilers()]).then(([area]) => area as AreaModule),
};
