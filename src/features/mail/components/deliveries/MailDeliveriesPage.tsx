import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { RESENDABLE_STATES, type MailDeliveryFilter, type MailDeliveryRow } from '@model';
import { Page } from '../../../../ui';
import { useMailDeliveries, useResendMail } from '../../api/deliveries-list';
import { DELIVERY_FILTERS, attemptsWords, emptyText, filterFromParam, kindText, problemText, resendOutcomeText, stateText, whenText } from './delivery-words';
import './deliveries.css';

function FilterChoice({ filter, onChange }: { filter: MailDeliveryFilter; onChange(filter: MailDeliveryFilter): void }) {
  return (
    <fieldset className="md-filter">
      <legend>Show</legend>
      {DELIVERY_FILTERS.map((choice) => (
        <label key={choice.filter}>
          <input type="radio" name="md-filter" checked={filter === choice.filter} onChange={() => onChange(choice.filter)} /> {choice.label}
        </label>
      ))}
    </fieldset>
  );
}

/** "Send again" on one row, with what came of it said in words beside it. */
function SendAgain({ row, onOutcome }: { row: MailDeliveryRow; onOutcome(text: string): void }) {
  const resend = useResendMail();
  if (!RESENDABLE_STATES.includes(row.state)) return null;
  const send = () => {
    if (resend.isPending) return;
    resend.mutate(row.id, {
      onSuccess: (answer) => onOutcome(resendOutcomeText(answer.row)),
      onError: (error) => onOutcome(`It could not be sent again. ${error.message}`),
    });
  };
  return (
    // aria-disabled, not disabled: a disabled button would drop the keyboard focus while sending
    <button type="button" className="button secondary md-resend" onClick={send} aria-disabled={resend.isPending || undefined}
      aria-label={`Send the ${kindText(row).toLowerCase()} email to ${row.recipient} again`}>
      {resend.isPending ? 'Sending…' : 'Send again'}
    </button>
  );
}

function Deliveries({ filter }: { filter: MailDeliveryFilter }) {
  const list = useMailDeliveries(filter);
  const [outcome, setOutcome] = useState('');

  if (list.isPending) return <p role="status" className="md-loading">Loading deliveries…</p>;
  // A failed "Load more" keeps the rows already shown (the query is in error with its data).
  if (!list.data) {
    return (
      <div className="alert" role="alert">
        <p>The deliveries could not be loaded. {list.error?.message}</p>
        <button type="button" className="button secondary" onClick={() => void list.refetch()}>Try again</button>
      </div>
    );
  }
  const rows = list.data.pages.flatMap((page) => page.rows);
  if (rows.length === 0) return <div className="placeholder"><p>{emptyText(filter)}</p></div>;
  const loadingMore = list.isFetchingNextPage;
  return (
    <>
      <p role="status" className="md-outcome">{outcome}</p>
      <table className="md-table">
        <caption>Emails newest first: when queued, what kind, to whom, whether delivered, attempts and the last problem</caption>
        <thead>
          <tr>
            <th scope="col">Queued</th>
            <th scope="col">Kind</th>
            <th scope="col">To</th>
            <th scope="col">State</th>
            <th scope="col">Attempts</th>
            <th scope="col">Problem</th>
            <th scope="col"><span className="visually-hidden">Action</span></th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-testid={`delivery-${row.id}`} className={`md-${row.state.toLowerCase()}`}>
              <td data-label="Queued">{whenText(row.createdAt)}</td>
              <th scope="row" data-label="Kind">{kindText(row)}</th>
              <td data-label="To">{row.recipient}</td>
              <td data-label="State">{stateText(row)}</td>
              <td data-label="Attempts">{attemptsWords(row.attempts)}</td>
              <td data-label="Problem" className="md-problem">{problemText(row) || '—'}</td>
              <td><SendAgain row={row} onOutcome={setOutcome} /></td>
            </tr>
          ))}
        </tbody>
      </table>
      {list.isFetchNextPageError ? (
        <div className="alert" role="alert"><p>More deliveries could not be loaded. {list.error?.message}</p></div>
      ) : null}
      {list.hasNextPage ? (
        <p>
          <button type="button" className="button secondary" onClick={() => void (loadingMore ? null : list.fetchNextPage())} aria-disabled={loadingMore || undefined}>
            {loadingMore ? 'Loading more deliveries…' : 'Load more'}
          </button>
        </p>
      ) : (
        <p className="muted">That is every email still kept (sent emails are deleted after the retention period in Site settings).</p>
      )}
    </>
  );
}

/** /admin/mail: recent email deliveries and failures, with "Send again" for the failed ones. */
export function MailDeliveriesPage() {
  const [params, setParams] = useSearchParams();
  const filter = filterFromParam(params.get('show'));
  const choose = (next: MailDeliveryFilter) => setParams(next === 'failed' ? { show: 'failed' } : {}, { replace: true });
  return (
    <Page
      title="Email deliveries"
      intro="Every email the practice sends — risk alerts, reminders, booking emails — and whether it arrived. Subjects and contents are never shown here. A failed email is retried after 1, 5, 15 and 60 minutes, then shown as failed with the reason."
    >
      <FilterChoice filter={filter} onChange={choose} />
      <Deliveries key={filter} filter={filter} />
    </Page>
  );
}
