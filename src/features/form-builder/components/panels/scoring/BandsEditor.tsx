/**
 * A scale's bands ("Minimal 0–4", "Mild 5–9" ...): a strip drawing how they cover the possible
 * totals, gaps and overlaps spelled out, and a row per band (label, from, to).
 */
import type { ScaleSpec, ScoreBand } from '@engine';
import { NumberSetting, TextSetting } from '../editors/inputs';
import { bandCoverage, scaleRange, withNewBand } from '../scoring-model';

interface Props {
  scaleId: string;
  scale: ScaleSpec;
  commit(scale: ScaleSpec, mergeKey?: string): void;
}

export function BandsEditor({ scaleId, scale, commit }: Props) {
  const bands = scale.bands ?? [];
  const range = scaleRange(scale);
  const coverage = bandCoverage(bands, range);
  const width = range.max - range.min + 1;
  const setBand = (index: number, patch: Partial<ScoreBand>, mergeKey: string) =>
    commit({ ...scale, bands: bands.map((b, i) => (i === index ? { ...b, ...patch } : b)) }, mergeKey);
  const remove = (index: number) => {
    const rest = bands.filter((_, i) => i !== index);
    const { bands: _b, ...withoutBands } = scale;
    commit(rest.length ? { ...scale, bands: rest } : withoutBands);
  };

  return (
    <fieldset className="panel-group bands-editor">
      <legend>Bands</legend>
      <p className="field-hint">Name ranges of the total, e.g. “Mild” for 5–9. Together they should cover every total once.</p>
      {bands.length > 0 && width > 0 ? (
        <div>
          <div className="band-strip" role="img" aria-label={`How the bands cover the totals ${range.min} to ${range.max}`}>
            {coverage.runs.map((run) => {
              const kind = run.bands.length === 0 ? 'gap' : run.bands.length > 1 ? 'overlap' : 'covered';
              const name = run.bands.length === 0 ? 'no band' : run.bands.map((b) => b.label).join(' + ');
              return (
                <span
                  key={run.from}
                  className={`band-seg ${kind}`}
                  style={{ flexGrow: run.to - run.from + 1, flexBasis: 0 }}
                  title={`${run.from}–${run.to}: ${name}`}
                >
                  {kind === 'gap' ? '!' : name}
                </span>
              );
            })}
          </div>
          <div className="band-scale" aria-hidden="true">
            <span>{range.min}</span>
            <span>{range.max}</span>
          </div>
        </div>
      ) : null}
      {coverage.problems.length > 0 ? (
        <ul className="problems" aria-label="Problems with the bands">
          {coverage.problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      ) : bands.length > 0 ? (
        <p className="muted">Every total from {range.min} to {range.max} falls in exactly one band.</p>
      ) : null}
      <ol className="choice-list">
        {bands.map((band, index) => (
          <li key={band.id} className="choice-row band-row">
            <TextSetting
              label={`Band ${index + 1} label`}
              value={band.label}
              onValue={(label) => {
                if (label.trim() === '') return 'Give the band a label';
                setBand(index, { label }, `band-label:${scaleId}:${band.id}`);
                return null;
              }}
            />
            <NumberSetting
              label={`Band ${index + 1} from`}
              value={band.min}
              onValue={(min) => {
                setBand(index, { min }, `band-min:${scaleId}:${band.id}`);
                return null;
              }}
            />
            <NumberSetting
              label={`Band ${index + 1} to`}
              value={band.max}
              onValue={(max) => {
                setBand(index, { max }, `band-max:${scaleId}:${band.id}`);
                return null;
              }}
            />
            <div className="row-actions">
              <span className="muted">
                id <code>{band.id}</code>
              </span>
              <button type="button" className="button secondary small" aria-label={`Remove the band “${band.label}”`} onClick={() => remove(index)}>
                Remove
              </button>
            </div>
          </li>
        ))}
      </ol>
      <button type="button" className="button secondary" onClick={() => commit({ ...scale, bands: withNewBand(scale.bands, range) })}>
        Add a band
      </button>
    </fieldset>
  );
}
