import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import { Link } from 'react-router-dom';
import { ukDateTime } from '@model';
import type { FormResponseRow } from '../../api/form-responses-api';
import type { ScaleColumn } from './csv-rows';
import { SEVERITY_WORDS } from './flag-words';

/** Beyond this many rows only those near the screen are drawn (the rest are spacer height). */
export const VIRTUALISE_FROM = 150;
/** A row's height before it is drawn and measured (a desktop row with a flag or two). */
const ROW_ESTIMATE = 110;

/**
 * A drawn row's height as the page lays it out: its box plus its vertical margins (the phone's
 * cards are spaced by a margin). Spacers built from these heights make the page exactly as tall as
 * the rows they stand for, so drawing other rows never changes the page's height: with estimated
 * heights the list at its end flipped between two sets of rows every frame (the page grew, the
 * scroll position moved, the other set was drawn, the page shrank…) and "Load more" never held still.
 */
export function drawnRowHeight(element: Element): number {
  const style = getComputedStyle(element);
  const margins = (parseFloat(style.marginTop) || 0) + (parseFloat(style.marginBottom) || 0);
  return element.getBoundingClientRect().height + margins;
}

export interface ResponsesTableProps {
  rows: FormResponseRow[];
  scales: ScaleColumn[];
  /** member id -> name; a member not (yet) named shows a placeholder */
  names: Record<string, string | null>;
  /** rows whose review documents (every flag) are still being read */
  checking?: ReadonlySet<string>;
  /** reading them failed: those rows say so instead of "Checking flags…" */
  checkFailed?: boolean;
}

function Flags({ row, checking, checkFailed }: { row: FormResponseRow; checking: boolean; checkFailed: boolean }) {
  // until the review document is read, reviewer-only flags are unknown: never show "None" then
  if (checking) return <span className="muted">{checkFailed ? 'Flags could not be loaded' : 'Checking flags…'}</span>;
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

interface RowProps {
  row: FormResponseRow;
  scales: ScaleColumn[];
  name: string | null | undefined;
  checking: boolean;
  checkFailed: boolean;
  /** the virtualised list's measuring ref and the row's place in the list */
  measure?: Ref<HTMLTableRowElement>;
  index?: number;
}

function Row({ row, scales, name, checking, checkFailed, measure, index }: RowProps) {
  return (
    <tr data-testid={`response-row-${row.id}`} ref={measure} data-index={index}>
      <th scope="row" className="fr-member">
        <Link to={`/admin/member/${row.memberId}`}>{name ?? (name === null ? `Member ${row.memberId.slice(0, 6)}` : 'Loading name…')}</Link>
      </th>
      <td data-label="Submitted">
        {row.submittedAt ? <time dateTime={row.submittedAt.toISOString()}>{ukDateTime(row.submittedAt)}</time> : <span className="muted">Unknown</span>}
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
        <Flags row={row} checking={checking} checkFailed={checkFailed} />
      </td>
    </tr>
  );
}

type RenderRow = (row: FormResponseRow, measure?: Ref<HTMLTableRowElement>, index?: number) => ReactNode;

/**
 * Draws only the rows near the screen: spacer rows stand for the others (table layout stays
 * intact). Each drawn row is measured, so the spacers are as tall as the rows they replace.
 */
function VirtualRows({ rows, render, tbody }: { rows: FormResponseRow[]; render: RenderRow; tbody: HTMLTableSectionElement | null }) {
  const [margin, setMargin] = useState(0);
  useLayoutEffect(() => {
    if (tbody) setMargin(tbody.getBoundingClientRect().top + window.scrollY);
  }, [tbody, rows.length]);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => ROW_ESTIMATE,
    overscan: 8,
    scrollMargin: margin,
    getItemKey: (index) => rows[index]!.id,
    measureElement: drawnRowHeight,
  });
  const items = virtualizer.getVirtualItems();
  const before = items.length > 0 ? items[0]!.start - margin : 0;
  const after = items.length > 0 ? virtualizer.getTotalSize() - (items.at(-1)!.end - margin) : 0;
  return (
    <>
      {before > 0 ? <tr aria-hidden="true" data-testid="rows-before" style={{ height: before }} /> : null}
      {items.map((item) => render(rows[item.index]!, virtualizer.measureElement, item.index))}
      {after > 0 ? <tr aria-hidden="true" data-testid="rows-after" style={{ height: after }} /> : null}
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

export function ResponsesTable({ rows, scales, names, checking, checkFailed = false }: ResponsesTableProps) {
  const printing = usePrinting();
  const virtual = rows.length >= VIRTUALISE_FROM && !printing;
  const tbody = useRef<HTMLTableSectionElement>(null);
  const [body, setBody] = useState<HTMLTableSectionElement | null>(null);
  useLayoutEffect(() => setBody(tbody.current), []);
  const render: RenderRow = (row, measure, index) => (
    <Row key={row.id} row={row} scales={scales} name={names[row.memberId]} checking={checking?.has(row.id) ?? false} checkFailed={checkFailed} measure={measure} index={index} />
  );
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
      <tbody ref={tbody}>{virtual ? <VirtualRows rows={rows} render={render} tbody={body} /> : rows.map((row) => render(row))}</tbody>
    </table>
  );
}
