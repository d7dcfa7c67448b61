import type { ChangeEvent } from 'react';
import { RECURRENCE_LIMITS } from '@model';
import { REPEAT_OPTIONS, type RepeatErrors, type RepeatValues } from './recurrence-view';

export interface RepeatFieldsProps {
  ids: string;
  values: RepeatValues;
  errors: RepeatErrors;
  onChange(values: RepeatValues): void;
}

/**
 * The assign dialog's "Repeat" fields: every N days or weeks from a first date and time (UK time),
 * or N days before each session the member books; until a date or for a number of times; each
 * occurrence due a number of days later. Each field names its own error.
 */
export function RepeatFields({ ids, values, errors, onChange }: RepeatFieldsProps) {
  const set = (key: keyof RepeatValues) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => onChange({ ...values, [key]: event.target.value });
  const describedBy = (key: keyof RepeatValues, hint?: string) => [hint, errors[key] ? `${ids}-${key}-error` : null].filter(Boolean).join(' ') || undefined;
  const error = (key: keyof RepeatValues) => (errors[key] ? <p id={`${ids}-${key}-error`} className="field-error assignments-error">{errors[key]}</p> : null);
  const invalid = (key: keyof RepeatValues) => (errors[key] ? true : undefined);
  const interval = values.repeat === 'days' || values.repeat === 'weeks';

  return (
    <>
      <div className="field">
        <label htmlFor={`${ids}-repeat`}>Repeat</label>
        <select id={`${ids}-repeat`} value={values.repeat} onChange={set('repeat')}>
          {REPEAT_OPTIONS.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
        </select>
      </div>
      {values.repeat === 'none' ? null : (
        <fieldset className="assignments-repeat">
          <legend>How it repeats</legend>
          {interval ? (
            <>
              <div className="field">
                <label htmlFor={`${ids}-every`}>Every how many {values.repeat}</label>
                <input id={`${ids}-every`} inputMode="numeric" value={values.every} onChange={set('every')} aria-invalid={invalid('every')} aria-describedby={describedBy('every')} />
                {error('every')}
              </div>
              <div className="assignments-pair">
                <div className="field">
                  <label htmlFor={`${ids}-firstDate`}>First one on</label>
                  <input id={`${ids}-firstDate`} type="date" value={values.firstDate} onChange={set('firstDate')} aria-invalid={invalid('firstDate')} aria-describedby={describedBy('firstDate', `${ids}-first-hint`)} />
                </div>
                <div className="field">
                  <label htmlFor={`${ids}-firstTime`}>at (UK time)</label>
                  <input id={`${ids}-firstTime`} type="time" value={values.firstTime} onChange={set('firstTime')} aria-invalid={invalid('firstDate')} aria-describedby={describedBy('firstDate', `${ids}-first-hint`)} />
                </div>
              </div>
              <span id={`${ids}-first-hint`} className="field-hint">Each one is assigned at this time of day, summer or winter.</span>
              {error('firstDate')}
              <div className="field">
                <label htmlFor={`${ids}-dueDays`}>Days to complete each (optional)</label>
                <input id={`${ids}-dueDays`} inputMode="numeric" value={values.dueDays} onChange={set('dueDays')} aria-invalid={invalid('dueDays')} aria-describedby={describedBy('dueDays', `${ids}-dueDays-hint`)} />
                <span id={`${ids}-dueDays-hint`} className="field-hint">Up to {RECURRENCE_LIMITS.dueDays}; empty for no due date.</span>
                {error('dueDays')}
              </div>
            </>
          ) : (
            <div className="field">
              <label htmlFor={`${ids}-daysBefore`}>Days before each session</label>
              <input id={`${ids}-daysBefore`} inputMode="numeric" value={values.daysBefore} onChange={set('daysBefore')} aria-invalid={invalid('daysBefore')} aria-describedby={describedBy('daysBefore', `${ids}-daysBefore-hint`)} />
              <span id={`${ids}-daysBefore-hint`} className="field-hint">Assigned at the session's time of day, due when it starts.</span>
              {error('daysBefore')}
            </div>
          )}
          <div className="field">
            <label htmlFor={`${ids}-ends`}>Ends</label>
            <select id={`${ids}-ends`} value={values.ends} onChange={set('ends')}>
              <option value="times">After a number of times</option>
              <option value="until">On a date</option>
            </select>
          </div>
          {values.ends === 'times' ? (
            <div className="field">
              <label htmlFor={`${ids}-times`}>How many times</label>
              <input id={`${ids}-times`} inputMode="numeric" value={values.times} onChange={set('times')} aria-invalid={invalid('times')} aria-describedby={describedBy('times', `${ids}-times-hint`)} />
              <span id={`${ids}-times-hint`} className="field-hint">Up to {RECURRENCE_LIMITS.times}.</span>
              {error('times')}
            </div>
          ) : (
            <div className="field">
              <label htmlFor={`${ids}-until`}>Last date</label>
              <input id={`${ids}-until`} type="date" value={values.until} onChange={set('until')} aria-invalid={invalid('until')} aria-describedby={describedBy('until')} />
              {error('until')}
            </div>
          )}
        </fieldset>
      )}
    </>
  );
}
