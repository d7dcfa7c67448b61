// Widgets are plain function components: RJSF's getWidget rejects React.memo and lazy objects.
import { lazy, Suspense } from 'react';
import type { WidgetProps } from '@rjsf/utils';

// dnd-kit loads with the first ranking question a form shows, never with the renderer itself
const RankingList = lazy(() => import('./RankingList.tsx'));

/** A ranking question: the options put in order by drag and drop, keyboard or buttons (RankingList). */
export function RankingWidget(props: WidgetProps) {
  return (
    <Suspense fallback={<p className="af-description">Loading the options…</p>}>
      <RankingList {...props} />
    </Suspense>
  );
}
