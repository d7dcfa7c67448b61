import { useQuery } from '@tanstack/react-query';
import { listCatalogue, listResources, type DataError } from './shop-api';
import { useShopReader } from './shop-queries';

export interface MembershipIncludes {
  courses: { id: string; title: string }[];
  resources: { id: string; title: string }[];
}

/** What membership opens, for the plans' comparison: the published membership courses and members-only resources this reader can see listed. */
export function useMembershipIncludes() {
  const reader = useShopReader();
  const signedIn = reader.kind === 'member';
  return useQuery<MembershipIncludes, DataError>({
    queryKey: ['shop', 'membership-includes', signedIn ? 'members' : 'visitors'],
    queryFn: async () => {
      const [courses, resources] = await Promise.all([listCatalogue(signedIn), listResources()]);
      return {
        courses: courses.filter((c) => c.access === 'membership' && !c.archived).map((c) => ({ id: c.id, title: c.title })),
        resources: resources.filter((r) => r.audience === 'members').map((r) => ({ id: r.id, title: r.title })),
      };
    },
    enabled: reader.kind !== 'unknown',
  });
}
