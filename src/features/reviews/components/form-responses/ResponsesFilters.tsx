import type { ResponsesFilter } from '../../api/form-responses-api';
import type { ScaleColumn } from './csv-rows';

export interface ResponsesFiltersProps {
  filter: ResponsesFilter;
  onChange(filter: ResponsesFilter): void;
  /** published versions, oldest first */
  versions: number[];
  scales: ScaleColumn[];
}

const pad = (n: number) => String(n).padStart(2, '0');
/** A Date (local midnight) as an <input type="date"> value. */
const dayValue = (date: Date | null) => (date ? `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` : '');
/** An <input type="date"> value as local midnight of that day (`plusDays` 1: the day after, for "to"). */
function dayStart(value: string, plusDays = 0): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + plusDays) : null;
}
/** The day before `to` (the filter keeps the exclusive end; the field shows the last day). */
const lastDay = (to: Date | null) => (to ? new Date(to.getFullYear(), to.getMonth(), to.getDate() - 1) : null);

const sortValue = (filter: ResponsesFilter) => `${filter.sort.by === 'scale' ? `scale:${filter.sort.scale}` : 'date'}:${filter.direction}`;

function readSort(value: string): Pick<ResponsesFilter, 'sort' | 'direction'> {
  const parts = value.split(':');
  const direction = parts.at(-1) === 'asc' ? 'asc' : 'desc';
  return parts[0] === 'scale' ? { sort: { by: 'scale', scale: parts[1]! }, direction } : { sort: { by: 'date' }, direction };
}

/**
 * The filters and the order of the responses list; every change asks Firestore again. Sorting by
 * a score is offered only without a date range, band or flagged filter (one Firestore query
 * cannot do both); the hint says so.
 */
export function ResponsesFilters({ filter, onChange, versions, scales }: ResponsesFiltersProps) {
  const set = (patch: Partial<ResponsesFilter>) => onChange({ ...filter, ...patch });
  const narrowed = Boolean(filter.from || filter.to || filter.band || filter.flagged !== 'all');
  const sortingByScore = filter.sort.by === 'scale';
  const banded = scales.filter((scale) => scale.bands.length > 0);
  return (
    <form className="fr-filters card" aria-label="Filter and sort responses" onSubmit={(event) => event.preventDefault()}>
      <div className="field">
        <label htmlFor="fr-from">Submitted from</label>
        <input id="fr-from" type="date" value={dayValue(filter.from)} disabled={sortingByScore} onChange={(e) => set({ from: dayStart(e.target.value) })} />
      </div>
      <div className="field">
        <label htmlFor="fr-to">Submitted to</label>
        <input id="fr-to" type="date" value={dayValue(lastDay(filter.to))} disabled={sortingByScore} onChange={(e) => set({ to: dayStart(e.target.value, 1) })} />
      </div>
      <div className="field">
        <label htmlFor="fr-version">Version</label>
        <select id="fr-version" value={filter.version ?? ''} onChange={(e) => set({ version: e.target.value === '' ? null : Number(e.target.value) })}>
          <option value="">All versions</option>
          {versions.map((v) => (
            <option key={v} value={v}>Version {v}</option>
          ))}
        </select>
      </div>
      {banded.length > 0 ? (
        <div className="field">
          <label htmlFor="fr-band">Band</label>
          <select
            id="fr-band"
            value={filter.band ? `${filter.band.scale}:${filter.band.band}` : ''}
            disabled={sortingByScore}
            onChange={(e) => {
              const [scale, band] = e.target.value.split(':');
              set({ band: scale && band ? { scale, band } : null });
            }}
          >
            <option value="">Any band</option>
            {banded.map((scale) => (
              <optgroup key={scale.id} label={scale.title}>
                {scale.bands.map((band) => (
                  <option key={band.id} value={`${scale.id}:${band.id}`}>{`${scale.title}: ${band.label}`}</option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
      ) : null}
      <div className="field">
        <label htmlFor="fr-flagged">Flags raised</label>
        <select id="fr-flagged" value={filter.flagged} disabled={sortingByScore} onChange={(e) => set({ flagged: e.target.value as ResponsesFilter['flagged'] })}>
          <option value="all">All responses</option>
          <option value="flagged">Flagged for review (any flag)</option>
          <option value="open">Flags not yet acknowledged</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor="fr-sort">Order</label>
        <select id="fr-sort" value={sortValue(filter)} onChange={(e) => set(readSort(e.target.value))} aria-describedby="fr-sort-hint">
          <option value="date:desc">Newest first</option>
          <option value="date:asc">Oldest first</option>
          {scales.map((scale) => [
            <option key={`${scale.id}-d`} value={`scale:${scale.id}:desc`} disabled={narrowed}>{`${scale.title} total: highest first`}</option>,
            <option key={`${scale.id}-a`} value={`scale:${scale.id}:asc`} disabled={narrowed}>{`${scale.title} total: lowest first`}</option>,
          ])}
        </select>
      </div>
      <p id="fr-sort-hint" className="field-hint fr-filters-hint">
        {sortingByScore
          ? 'Sorted by a score over every date: the date, band and flag filters are off while it is.'
          : narrowed && scales.length > 0
            ? 'To sort by a score, clear the date, band and flag filters.'
            : '“Flagged for review” counts every flag, reviewer-only ones included.'}
      </p>
      <button type="button" className="button secondary" onClick={() => onChange({ ...filter, from: null, to: null, version: null, band: null, flagged: 'all' })}>
        Clear filters
      </button>
    </form>
  );
}
