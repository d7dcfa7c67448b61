import { autosaveStatusText, type AutosaveState } from '../lib';

export interface AutosaveStatusProps {
  state: AutosaveState;
  onRetry(): void;
  /** how many problems hold the edits back (said while they are not saved) */
  problems?: number;
  /** the builder's class for the line; its `-good`, `-bad` and `-reason` variants mark the tone and the reason */
  className: string;
  /** the builder's class for the Retry button */
  buttonClassName: string;
  /** the last save's time as the builder writes it, shown as "Last saved …" on hover */
  savedAtText(when: Date): string;
  testId?: string;
}

/** A builder's save state ("Saved" / "Saving…" / "Not saved" with Retry and the reason), announced politely. */
export function AutosaveStatus({ state, onRetry, problems = 0, className, buttonClassName, savedAtText, testId }: AutosaveStatusProps) {
  const tone = ['error', 'conflict', 'invalid'].includes(state.status) ? `${className}-bad` : state.status === 'saved' ? `${className}-good` : '';
  return (
    <div className={`${className} ${tone}`}>
      <span role="status" aria-label="Save status" aria-live="polite" data-testid={testId} title={state.savedAt ? `Last saved ${savedAtText(state.savedAt)}` : undefined}>
        {autosaveStatusText(state, problems)}
      </span>
      {state.status === 'error' ? (
        <>
          <button type="button" className={`button secondary ${buttonClassName}`} onClick={onRetry}>Retry</button>
          {state.error ? <span className={`${className}-reason`}>{state.error}</span> : null}
        </>
      ) : null}
    </div>
  );
}
