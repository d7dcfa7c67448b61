import { useNavigation } from 'react-router-dom';

/** A thin bar while the next page (its chunk, guards and data) loads. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div className="nav-progress" role="progressbar" aria-label="Loading page" />;
}
