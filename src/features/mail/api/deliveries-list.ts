import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MailDeliveryFilter } from '@model';
import { listMailDeliveries, resendMail } from './deliveries-api';
import { mailDeliveryKeys } from './deliveries-keys';

/** Recent deliveries newest first, all or only failures, a page at a time ("Load more"). */
export function useMailDeliveries(filter: MailDeliveryFilter) {
  return useInfiniteQuery({
    queryKey: mailDeliveryKeys.list(filter),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => listMailDeliveries(filter, pageParam),
    getNextPageParam: (last) => last.next,
  });
}

/** "Send again": sends a failed email now; every list reloads to show where it stands. */
export function useResendMail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (mailId: string) => resendMail(mailId),
    onSettled: () => client.invalidateQueries({ queryKey: mailDeliveryKeys.all }),
  });
}
