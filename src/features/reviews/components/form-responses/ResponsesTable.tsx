import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { FormResponseRow } from '../../api/form-responses-api';
import type { ScaleColumn } from './csv-rows';
import { SEVERITY_WORDS } from './flag-words';

/** Beyond this many rows only those near the screen are drawn (the rest are spacer height). */
export const VIRTUALISE_FROM = 150;
const ROW_ESTIMATE = 64;

export interface ResponsesTableProps {
  rows: FormResponseRow[];
  scales: ScaleColumn[];
  /** member id -> name; a member not (yet) named shows a placeholder */
  names: Record<string, string | null>;
}

const dateText = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

function Flags({ row }: { row: FormResponseRow }) {
  const flags = row.review?.flags ?? row.memberFlags.map((flag) => ({ ...flag, acknowledged: null }));
  if (flags.length === 0) return <span className="muted">None</span>;
  return (
    <ul className="fr-flags">
      {flags.map((flag) => (
        <li key={flag.id} className={`fr-flag fr-flag-${flag.severity}${flag.acknowledged ? ' fr-flag-acknowledged' : ''}`}>
          <strong>{SEVERITY_WORDS[flag.severity]}</strong> {flag.message}
          {flag.acknowledged ? <span className="muted"> (acknowledged)</span> : null}
        </li>
      ))}
    </ul>
  );
}

function Row({ row, scales, name }: { row: FormResponseRow; scales: ScaleColumn[]; name: string | null | undefined }) {
  return (
    <tr data-testid={`response-row-${row.id}`}>
      <th scope="row" className="fr-member">
        <Link to={`/admin/member/${row.memberId}`}>{name ?? (name === null ? `Member ${row.memberId.slice(0, 6)}` : 'Loading name…')}</Link>
      </th>
      <td data-label="Submitted">
        {row.submittedAt ? <time dateTime={row.submittedAt.toISOString()}>{dateText.format(row.submittedAt)}</time> : <span className="muted">Unknown</span>}
      </td>
      <td data-label="Version">{row.formVersion}</td>
      {scales.map((scale) => {
        const score = row.scores[scale.id];
        return (
          <td key={scale.id} data-label={scale.title}>
            {score && score.total !== null ? (
              <>
                <span className="fr-total">{score.total}</span>
                {score.bandLabel ? <span className="fr-band"> {score.bandLabel}</span> : null}
              </>
            ) : (
              <span className="muted">{score ? 'Incomplete' : '—'}</span>
            )}
          </td>
        );
      })}
      <td data-label="Flags">
        <Flags row={row} />
      </td>
    </tr>
  );
}

/** Draws only the rows near the screen: spacer rows stand for the others (table layout stays intact). */
function VirtualRows({ rows, render, tbody }: { rows: FormResponseRow[]; render(row: FormResponseRow): ReactNode; tbody: HTMLTableSectionElement | null }) {
  const [margin, setMargin] = useState(0);
  useLayoutEffect(() => {
    if (tbody) setMargin(tbody.getBoundingClientRect().top + window.scrollY);
  }, [tbody, rows.length]);
  const virtualizer = useWindowVirtualizer({ count: rows.length, estimateSize: () => ROW_ESTIMATE, overscan: 12, scrollMargin: margin });
  const items = virtualizer.getVirtualItems();
  const before = items.length > 0 ? items[0]!.start - margin : 0;
  const after = items.length > 0 ? virtualizer.getTotalSize() - (items.at(-1)!.end - margin) : 0;
  return (
    <>
      {before > 0 ? <tr aria-hidden="true" style={{ height: before }} /> : null}
      {items.map((item) => render(rows[item.index]!))}
      {after > 0 ? <tr aria-hidden="true" style={{ height: after }} /> : null}
    </>
  );
}

/**
 * The responses, one row each: member, date, version, each scale's total and band, flags in
 * words. A table on wide screens, cards under 600 px (CSS); long lists are virtualised.
 */
/** True while the page is being printed (every row must then be drawn, not only those on screen). */
function usePrinting(): boolean {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    const on = () => setPrinting(true);
    const off = () => setPrinting(false);
    window.addEventListener('beforeprint', on);
    window.addEventListener('afterprint', off);
    return () => {
      window.removeEventListener('beforeprint', on);
      window.removeEventListener('afterprint', off);
    };
  }, []);
  return printing;
}

export function ResponsesTable({ rows, scales, names }: ResponsesTableProps) {
  const printing = usePrinting();
  const virtual = rows.length >= VIRTUALISE_FROM && !printing;
  const tbody = useRef<HTMLTableSectionElement>(null);
  const [body, setBody] = useState<HTMLTableSectionElement | null>(null);
  useLayoutEffect(() => setBody(tbody.current), []);
  const render = (row: FormResponseRow) => <Row key={row.id} row={row} scales={scales} name={names[row.memberId]} />;
  return (
    <table className="fr-table">
      <caption className="visually-hidden">Submitted responses</caption>
      <thead>
        <tr>
          <th scope="col">Member</th>
          <th scope="col">Submitted</th>
          <th scope="col">Version</th>
          {scales.map((scale) => (
            <th key={scale.id} scope="col">{scale.title}</th>
          ))}
          <th scope="col">Flags</th>
        </tr>
      </thead>
      <tbody ref={tbody}>{virtual ? <VirtualRows rows={rows} render={render} tbody={body} /> : rows.map(render)}</tbody>
    </table>
  );
}
