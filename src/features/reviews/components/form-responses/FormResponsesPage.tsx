import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Loading, Page } from '../../../../ui';
import { isNarrowed, NO_RESPONSES_FILTER, type ResponsesFilter } from './filter';
import { useFormResponses, useFormResponsesCount, useRowReviews } from '../../api/form-responses-list';
import { useMemberNames } from '../../api/form-responses-names';
import { useFormSummary, useFormVersions } from '../../api/form-responses-versions';
import { scaleColumns } from './csv-rows';
import { ExportCsv } from './ExportCsv';
import { ExportFhir } from './ExportFhir';
import { ResponsesFilters } from './ResponsesFilters';
import { ResponsesTable } from './ResponsesTable';
import './form-responses.css';

const number = new Intl.NumberFormat('en-GB');

interface ResponsesListProps {
  formId: string;
  filter: ResponsesFilter;
  scales: ReturnType<typeof scaleColumns>;
  responses: ReturnType<typeof useFormResponses>;
  count: ReturnType<typeof useFormResponsesCount>;
}

const NO_PAGES: never[] = [];

function ResponsesList({ formId, filter, scales, responses, count }: ResponsesListProps) {
  const reviews = useRowReviews(formId, filter, responses.data?.pages ?? NO_PAGES);
  const rows = reviews.rows;
  const names = useMemberNames(rows.map((row) => row.memberId));

  if (responses.isPending) return <Loading label="Loading responses…" />;
  if (responses.isError && !responses.data) {
    return (
      <div className="alert" role="alert">
        <p>The responses could not be loaded. {responses.error.message}</p>
        <button type="button" className="button secondary" onClick={() => void responses.refetch()}>Try again</button>
      </div>
    );
  }
  if (rows.length === 0 && !responses.hasNextPage) {
    return <p className="placeholder">{isNarrowed(filter) ? 'No responses match these filters.' : 'Nobody has submitted this form yet.'}</p>;
  }
  const total = count.data;
  return (
    <>
      <p className="fr-count" role="status">
        {total === undefined ? `${number.format(rows.length)} shown` : `${number.format(rows.length)} of ${number.format(total)} shown`}
        {names.isError ? <span className="muted"> · member names could not be loaded</span> : null}
      </p>
      {reviews.failed ? (
        <div className="alert" role="alert">
          <p>The flags of some responses could not be loaded: those rows say so.</p>
          <button type="button" className="button secondary" onClick={reviews.retry}>Try again</button>
        </div>
      ) : null}
      <ResponsesTable rows={rows} scales={scales} names={names.data ?? {}} checking={reviews.checking} checkFailed={reviews.failed} />
      {responses.hasNextPage ? (
        <p className="fr-more">
          <button type="button" className="button secondary" onClick={() => void responses.fetchNextPage()} disabled={responses.isFetchingNextPage}>
            {responses.isFetchingNextPage ? 'Loading more…' : 'Load more'}
          </button>
        </p>
      ) : null}
      {responses.isFetchNextPageError ? (
        <div className="alert" role="alert">
          <p>More responses could not be loaded. {responses.error?.message}</p>
          <button type="button" className="button secondary" onClick={() => void responses.fetchNextPage()}>Try again</button>
        </div>
      ) : null}
    </>
  );
}

/**
 * /admin/form-responses/:id — every submitted response to one form (all versions): filters and
 * order asked of Firestore, 50 at a time with cursors, a CSV export of the filtered set, printable.
 */
export function FormResponsesPage() {
  const { id = '' } = useParams();
  const form = useFormSummary(id);
  const versions = useFormVersions(id);
  const [filter, setFilter] = useState<ResponsesFilter>(NO_RESPONSES_FILTER);
  // Asked for at once, beside the form and its versions rather than after them: the first rows
  // wait for the slowest of these reads, not for their sum.
  const responses = useFormResponses(id, filter);
  const count = useFormResponsesCount(id, filter);
  const scales = useMemo(() => scaleColumns(versions.data ?? []), [versions.data]);
  const title = form.data?.title ?? id;

  if (form.isPending) return <Page title="Form responses"><Loading label="Loading the form…" /></Page>;
  if (form.isError) {
    return (
      <Page title="Form responses">
        <div className="alert" role="alert">
          <p>The form could not be loaded. {form.error.message}</p>
          <button type="button" className="button secondary" onClick={() => void form.refetch()}>Try again</button>
        </div>
      </Page>
    );
  }
  if (!form.data) {
    return (
      <Page title="Form responses">
        <p className="alert" role="alert">There is no form called “{id}”. <Link to="/admin/forms">See every form</Link>.</p>
      </Page>
    );
  }
  return (
    <Page title={`Responses: ${title}`} intro="Every submitted response to this form, any version. Filters and order apply to all responses, not only those shown.">
      <p className="fr-links no-print">
        <Link to="/admin/forms">All forms</Link>
        <button type="button" className="linklike" onClick={() => window.print()}>Print this list</button>
      </p>
      {versions.isError ? <p className="alert" role="alert">The form’s versions could not be loaded: scales and the CSV export are unavailable. {versions.error.message}</p> : null}
      <ResponsesFilters filter={filter} onChange={setFilter} versions={(versions.data ?? []).map((v) => v.version)} scales={scales} />
      <ExportCsv formId={id} filter={filter} versions={versions.data ?? null} />
      <ExportFhir formId={id} filter={filter} versions={versions.data ?? null} />
      <ResponsesList formId={id} filter={filter} scales={scales} responses={responses} count={count} />
    </Page>
  );
}
