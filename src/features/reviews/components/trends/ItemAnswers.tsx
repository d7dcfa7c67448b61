import { buildScoreSeries, type FormDefinition, type ScoredResponse } from '@engine';
import { useFormChain } from '../../api/trend-chain';
import { formatDay } from './trend-words';

/** The most recent responses shown as columns (the table scrolls sideways; older ones are in the timeline). */
export const ITEM_COLUMNS = 12;

/** A question's title on the newest version, else its name. */
function questionTitle(definition: FormDefinition | undefined, name: string): string {
  const title = (definition?.schema.properties?.[name] as { title?: unknown } | undefined)?.title;
  return typeof title === 'string' && title ? title : name;
}

/**
 * A scale's item answers over time, one row per question as the newest version asks it: answers
 * given under an earlier name are followed through the form's migrations, so a renamed question
 * keeps one row.
 */
export function ItemAnswers({ formId, scaleId, title, responses }: { formId: string; scaleId: string; title: string; responses: readonly ScoredResponse[] }) {
  const chain = useFormChain(formId, true);
  if (chain.isPending) return <p className="muted" role="status">Loading the form’s versions…</p>;
  if (chain.isError) {
    return (
      <div className="alert" role="alert">
        <p>The answers by question could not be loaded. {chain.error.message}</p>
        <button type="button" className="button secondary" onClick={() => void chain.refetch()}>Try again</button>
      </div>
    );
  }
  const series = buildScoreSeries(responses, chain.data.definitions, chain.data.migrations).find((s) => s.scaleId === scaleId);
  const newest = chain.data.definitions.reduce<FormDefinition | undefined>((a, d) => (!a || d.version > a.version ? d : a), undefined);
  const items = series?.spec?.items ?? [];
  const points = (series?.points ?? []).slice(-ITEM_COLUMNS);
  if (!series || items.length === 0 || points.length === 0) return <p className="muted">No item answers to show for this scale.</p>;
  const hidden = series.points.length - points.length;
  return (
    <div className="trend-table-wrap">
      <table className="trend-table trend-items">
        <caption>
          {title}: answers by question{hidden > 0 ? ` (the latest ${points.length}; ${hidden} older in the timeline)` : ''}
        </caption>
        <thead>
          <tr>
            <th scope="col">Question</th>
            {points.map((point) => (
              <th scope="col" key={point.responseId}>{formatDay(point.date)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item}>
              <th scope="row">{questionTitle(newest, item)}</th>
              {points.map((point) => (
                <td key={point.responseId}>{point.items[item] ?? '—'}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="muted trend-key">Answers given on older versions are shown under the question as it is asked now (renamed questions are followed through the form’s versions).</p>
    </div>
  );
}
