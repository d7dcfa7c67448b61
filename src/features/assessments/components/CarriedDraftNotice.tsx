import { useLayoutEffect, useRef } from 'react';
import type { CarriedNotice } from '../hooks/use-assessment';
import './carried-draft-notice.css';

/**
 * Said once, above the form, when the member's draft was moved to a newer version of the form:
 * which questions to answer again, calmly (nothing they gave is lost). It takes focus when it
 * appears so a screen reader reads it before the form, and the member can tab straight on.
 */
export function CarriedDraftNotice({ notice }: { notice: CarriedNotice }) {
  const box = useRef<HTMLElement>(null);
  useLayoutEffect(() => box.current?.focus(), []);
  return (
    <section ref={box} className="notice carried-draft-notice" aria-labelledby="carried-draft-title" tabIndex={-1} data-testid="carried-draft-notice">
      <h2 id="carried-draft-title">This form was updated since you started it</h2>
      {notice.startedAgain ? (
        <p>Your earlier answers could not be moved to the new version. They are kept safely for your practitioner. Please fill in the form again.</p>
      ) : (
        <>
          <p>Your answers have been kept. {notice.answerAgain.length === 1 ? 'One question has' : 'A few questions have'} changed, so please answer {notice.answerAgain.length === 1 ? 'it' : 'them'} again:</p>
          <ul>
            {notice.answerAgain.map((q) => (
              <li key={q.name}>{q.title}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
