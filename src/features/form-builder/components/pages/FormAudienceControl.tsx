import { useEffect, useId, useState } from 'react';
import type { FormAudience } from '@model';
import { useSetFormAudience } from '../../api/set-form-audience';

const AUDIENCE_LABELS: Record<FormAudience, string> = {
  everyone: 'Everyone',
  assigned: 'Assigned members only',
};

/**
 * "Who sees this form": every member (as before audiences), or only members it is assigned to.
 * Saves on change through the server; a refused save puts the stored choice back and says why.
 */
export function FormAudienceControl({ formId, audience }: { formId: string; audience: FormAudience }) {
  const id = useId();
  const save = useSetFormAudience();
  const [chosen, setChosen] = useState<FormAudience>(audience);
  // The list refetches after a save (or someone else's): follow the stored value when it changes.
  useEffect(() => setChosen(audience), [audience]);

  const change = (next: FormAudience) => {
    setChosen(next);
    save.mutate({ formId, audience: next }, { onError: () => setChosen(audience) });
  };

  return (
    <div className="fb-audience">
      <label htmlFor={id} className="fb-small-text">Who sees this form</label>
      <select
        id={id}
        value={chosen}
        onChange={(e) => change(e.target.value as FormAudience)}
        disabled={save.isPending}
        aria-describedby={`${id}-status`}
      >
        {(Object.keys(AUDIENCE_LABELS) as FormAudience[]).map((value) => (
          <option key={value} value={value}>{AUDIENCE_LABELS[value]}</option>
        ))}
      </select>
      <span id={`${id}-status`} className="fb-small-text" role="status">
        {save.isPending ? 'Saving…' : save.isSuccess ? 'Saved' : ''}
      </span>
      {save.isError ? <p className="alert fb-small-text" role="alert">Not saved: {save.error.message}</p> : null}
    </div>
  );
}
