import { useQuery } from '@tanstack/react-query';
import { hasSignedInHint, listCatalogue, useSignedIn } from './catalogue-api';

/** Query keys of the catalogue: visitors and members see different lists. */
export const catalogueKeys = {
  list: (signedIn: boolean) => ['catalogue', signedIn ? 'members' : 'visitors'] as const,
};

/**
 * Who is reading the catalogue: a visitor (public courses) or a member (every published one).
 * 'unknown' while the sign-in is still answering. A sign-in not followed yet ('idle': Firebase not
 * loaded) is a visitor unless someone signed in on this device (the app follows their sign-in).
 */
export function useCatalogueReader(): 'visitor' | 'member' | 'unknown' {
  const { status, user } = useSignedIn();
  if (status === 'loading' || (status === 'idle' && hasSignedInHint())) return 'unknown';
  return user ? 'member' : 'visitor';
}

/** Published courses in catalogue order, for this reader. */
export function useCatalogue() {
  const reader = useCatalogueReader();
  const signedIn = reader === 'member';
  return useQuery({ queryKey: catalogueKeys.list(signedIn), queryFn: () => listCatalogue(signedIn), enabled: reader !== 'unknown' });
}
