import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { newestFirst, readReviewedResponse, type ReviewedResponse } from '../reviewed-response';
import { nextToLoad, timelineEntries, type TimelineEntry } from '../components/member-timeline/timeline';
import { listMemberNotes, listMemberResponses, type PageCursor } from './member-api';
import { memberKeys } from './member-keys';

export interface MemberTimeline {
  isPending: boolean;
  error: Error | null;
  retry: () => void;
  /** every loaded response, newest first (the chart draws these) */
  responses: ReviewedResponse[];
  /** loaded documents that could not be read as a submitted response */
  unreadable: number;
  entries: TimelineEntry[];
  more: boolean;
  loadingOlder: boolean;
  loadOlder: () => void;
}

/** A member's submitted responses and the notes about them, merged newest first, paged with cursors. */
export function useMemberTimeline(memberId: string): MemberTimeline {
  const responses = useInfiniteQuery({
    queryKey: memberKeys.responses(memberId),
    queryFn: ({ pageParam }) => listMemberResponses(memberId, pageParam),
    initialPageParam: null as PageCursor | null,
    getNextPageParam: (page) => page.next,
  });
  const notes = useInfiniteQuery({
    queryKey: memberKeys.memberNotes(memberId),
    queryFn: ({ pageParam }) => listMemberNotes(memberId, pageParam),
    initialPageParam: null as PageCursor | null,
    getNextPageParam: (page) => page.next,
  });

  const read = useMemo(() => {
    const docs = responses.data?.pages.flatMap((page) => page.items) ?? [];
    const list = docs.map((d) => readReviewedResponse(d.id, d.data)).filter((r): r is ReviewedResponse => r !== null).sort(newestFirst);
    return { list, unreadable: docs.length - list.length };
  }, [responses.data]);
  const noteList = useMemo(() => notes.data?.pages.flatMap((page) => page.items) ?? [], [notes.data]);
  const sources = { responses: read.list, notes: noteList, moreResponses: responses.hasNextPage, moreNotes: notes.hasNextPage };
  const { entries, more } = timelineEntries(sources);

  return {
    isPending: responses.isPending || notes.isPending,
    error: responses.error ?? notes.error,
    retry: () => {
      if (responses.isError) void responses.refetch();
      if (notes.isError) void notes.refetch();
    },
    responses: read.list,
    unreadable: read.unreadable,
    entries,
    more,
    loadingOlder: responses.isFetchingNextPage || notes.isFetchingNextPage,
    loadOlder: () => {
      const which = nextToLoad(sources);
      if (which === 'responses') void responses.fetchNextPage();
      if (which === 'notes') void notes.fetchNextPage();
    },
  };
}
