import { useEffect, useRef, useState } from 'react';
import { useResponseCount } from '../../api/get-response-count';

/** True once the element has been on screen (always true where IntersectionObserver is missing). */
export function useSeen<T extends Element>() {
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (seen || !ref.current) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
    });
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [seen]);
  return [ref, seen] as const;
}

/** A form's responses count, asked for only once its row is on screen (counting is one query per form). */
export function ResponsesCount({ formId }: { formId: string }) {
  const [ref, seen] = useSeen<HTMLSpanElement>();
  const count = useResponseCount(formId, seen);
  let text = '…';
  if (count.isError) text = 'Unknown';
  else if (count.data !== undefined) text = String(count.data);
  return (
    <span ref={ref} data-testid={`responses-${formId}`} title={count.isError ? count.error.message : undefined} aria-busy={count.isFetching || undefined}>
      {text}
      {count.isPending && seen ? <span className="visually-hidden"> (counting)</span> : null}
    </span>
  );
}
