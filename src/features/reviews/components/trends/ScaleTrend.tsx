import type { ScaleSeries, ScoredResponse } from '@engine';
import { useId, useState } from 'react';
import { subscaleColumns, thresholdLines } from './chart-marks';
import { ClusterChart } from './ClusterChart';
import { ItemAnswers } from './ItemAnswers';
import { TrendChart } from './TrendChart';
import { changeCell, changeSummary, formatDay, scoringCell } from './trend-words';

/** One scale over time: the summary in words, the chart, and the same numbers as a table on request. */
export function ScaleTrend({ series, formTitle, responses }: { series: ScaleSeries; formTitle: string; responses: readonly ScoredResponse[] }) {
  const id = useId();
  const [showTable, setShowTable] = useState(false);
  // read the form's version history only when asked (it follows renamed questions)
  const [showItems, setShowItems] = useState(false);
  const summary = changeSummary(series);
  const name = `Scores over time: ${series.title}`;
  const subscales = subscaleColumns(series);
  return (
    <section className="trend" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="trend-title">
        {series.title} <span className="muted trend-form">{formTitle}</span>
      </h3>
      <div id={`${id}-summary`} className="trend-summary">
        {summary.map((sentence) => (
          <p key={sentence}>{sentence}</p>
        ))}
      </div>
      <TrendChart series={series} label={name} describedBy={`${id}-summary`} />
      <p className="trend-key muted">
        <span aria-hidden="true">●</span> a response
        {series.points.some((p) => p.scoringVersionChanged) ? (
          <>
            {' · '}
            <span aria-hidden="true">◆</span> scoring version changed
          </>
        ) : null}
        {thresholdLines(series).length > 0 ? ` · dashed: ${thresholdLines(series).map((line) => line.label.toLowerCase()).join(', ')}` : null}
      </p>
      {subscales.length > 0 && series.points.length > 0 ? (
        <>
          <p className="trend-subhead">By {subscales.length === 1 ? 'subscale' : 'subscale (clusters)'}</p>
          <ClusterChart series={series} label={`${name}, by ${subscales.length === 1 ? 'subscale' : 'subscales'}`} />
          <p className="trend-key muted">{subscales.map((column) => `${column.id}: ${column.title}`).join(' · ')}</p>
        </>
      ) : null}
      <div className="trend-actions">
        <button
          type="button"
          className="button secondary trend-toggle"
          aria-expanded={showTable}
          aria-controls={`${id}-table`}
          onClick={() => setShowTable((shown) => !shown)}
        >
          {showTable ? 'Hide the table' : 'Show as table'}
        </button>
        {series.spec && series.spec.items.length > 0 ? (
          <button
            type="button"
            className="button secondary trend-toggle"
            aria-expanded={showItems}
            aria-controls={`${id}-items`}
            onClick={() => setShowItems((shown) => !shown)}
          >
            {showItems ? 'Hide answers by question' : 'Show answers by question'}
          </button>
        ) : null}
      </div>
      {/* always in the document so it prints; hidden on screen until asked for */}
      <div id={`${id}-table`} className="trend-table-wrap" hidden={!showTable}>
        <table className="trend-table">
          <caption>{name}</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Total</th>
              {subscales.map((column) => (
                <th scope="col" key={column.id}>
                  {column.name}
                </th>
              ))}
              <th scope="col">Band</th>
              <th scope="col">Change</th>
              <th scope="col">Scoring</th>
            </tr>
          </thead>
          <tbody>
            {series.points.map((point) => (
              <tr key={point.responseId} className={point.scoringVersionChanged ? 'trend-row-changed' : undefined}>
                <th scope="row">{formatDay(point.date)}</th>
                <td>{point.total}</td>
                {subscales.map((column) => (
                  <td key={column.id}>{point.subscales[column.id] ?? '—'}</td>
                ))}
                <td>{point.bandLabel ?? '—'}</td>
                <td>{changeCell(point)}</td>
                <td>{scoringCell(point)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div id={`${id}-items`}>
        {showItems ? <ItemAnswers formId={series.formId} scaleId={series.scaleId} title={series.title} responses={responses} /> : null}
      </div>
    </section>
  );
}
