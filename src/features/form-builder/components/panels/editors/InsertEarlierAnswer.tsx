/**
 * "Insert an earlier answer" beside a title or description: the author picks an earlier question
 * (never types its name) and the words shown when it is unanswered or hidden; the token
 * (`{name|words}`) goes in where the cursor was. A drop-down, a text box and a button: all keyboard.
 */
import { useId, useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
import { recallToken } from '@engine';
import { useBuilder } from '../../../store';
import { earlierQuestions, type ReaderPlace } from './earlier-questions';

interface Props {
  place: ReaderPlace;
  /** the text as stored */
  value: string;
  /** store the new text; returns why it was not taken, or null */
  onValue: (text: string) => string | null;
  /** the title or description box, whose cursor says where the token goes */
  children: ReactNode;
  /** "the question" / "the help text": for the button's accessible name */
  what: string;
}

export function InsertEarlierAnswer({ place, value, onValue, children, what }: Props) {
  const id = useId();
  const definition = useBuilder((s) => s.definition);
  const wrap = useRef<HTMLDivElement>(null);
  const cursor = useRef<number | null>(null);
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState('');
  const [fallback, setFallback] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const questions = earlierQuestions(definition, place, 'text');

  // where the cursor was in the title or description box, read whenever it moves or the box is left
  const remember = (event: SyntheticEvent) => {
    const box = wrap.current?.querySelector<HTMLInputElement | HTMLTextAreaElement>('input, textarea');
    if (box && event.target === box) cursor.current = box.selectionStart;
  };

  const insert = () => {
    if (!chosen) return setProblem('Choose the earlier question whose answer to show');
    const token = recallToken(chosen, fallback);
    const at = Math.min(cursor.current ?? value.length, value.length);
    const refusal = onValue(`${value.slice(0, at)}${token}${value.slice(at)}`);
    setProblem(refusal);
    if (refusal) return;
    cursor.current = at + token.length;
    setOpen(false);
    setChosen('');
    setFallback('');
    wrap.current?.querySelector<HTMLElement>('input, textarea')?.focus();
  };

  return (
    <div className="insert-earlier" ref={wrap} onKeyUp={remember} onMouseUp={remember} onBlur={remember}>
      {children}
      {questions.length === 0 ? null : open ? (
        <fieldset className="panel-group insert-earlier__menu">
          <legend>Show an earlier answer in {what}</legend>
          <div className="field">
            <label htmlFor={`${id}-question`}>Earlier question</label>
            <select id={`${id}-question`} value={chosen} onChange={(event) => setChosen(event.target.value)} aria-describedby={problem ? `${id}-problem` : undefined}>
              <option value="">Choose a question…</option>
              {questions.map((q) => (
                <option key={q.name} value={q.name}>
                  {q.label}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-fallback`}>Words when it is not answered</label>
            <input id={`${id}-fallback`} type="text" value={fallback} placeholder="your earlier answer" onChange={(event) => setFallback(event.target.value)} />
          </div>
          {problem ? (
            <p id={`${id}-problem`} className="field-error" role="alert">
              {problem}
            </p>
          ) : null}
          <div className="insert-earlier__actions">
            <button type="button" className="button" onClick={insert}>
              Insert
            </button>
            <button type="button" className="button secondary" onClick={() => setOpen(false)}>
              Cancel
            </button>
          </div>
        </fieldset>
      ) : (
        <button type="button" className="button secondary small" aria-label={`Insert an earlier answer in ${what}`} onClick={() => setOpen(true)}>
          Insert an earlier answer
        </button>
      )}
    </div>
  );
}
