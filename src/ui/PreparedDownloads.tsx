import { useEffect, useRef, useState, type ReactNode } from 'react';
import { downloadText } from './download';

export interface DownloadChoice<K extends string> {
  key: K;
  /** the button's words */
  label: string;
  /** the file in words, for progress and failure ("JSON file", "printable copy") */
  words: string;
  /** the main choice (a filled button; the others outlined) */
  primary?: boolean;
}

export interface PreparedFile {
  name: string;
  text: string;
  type: string;
}

export interface PreparedDownloadsProps<K extends string, D> {
  choices: readonly DownloadChoice<K>[];
  /** class of the row of buttons */
  actionsClassName: string;
  /** asks for the data (on the server: it can take a while); a rejection's message is shown */
  prepare(): Promise<D>;
  /** the file a choice makes of the data */
  toFile(data: D, key: K): PreparedFile;
  /** the data, once prepared (e.g. to show counts from it) */
  onPrepared?(data: D): void;
  progress(words: string): ReactNode;
  done(name: string, data: D): ReactNode;
  failed(words: string, message: string): ReactNode;
}

type Phase<K extends string, D> =
  | { kind: 'idle' }
  | { kind: 'preparing'; choice: DownloadChoice<K> }
  | { kind: 'done'; choice: DownloadChoice<K>; name: string; data: D }
  | { kind: 'failed'; choice: DownloadChoice<K>; message: string };

/**
 * Buttons that each have a file prepared, then hand it to the browser: one at a time (a press
 * while one is being prepared does nothing; the buttons stay focusable, aria-disabled), the
 * progress announced, the file's name once it started, a failure in words with Try again taking
 * focus. The member's own data export and an administrator's subject-access one both use it.
 */
export function PreparedDownloads<K extends string, D>(props: PreparedDownloadsProps<K, D>) {
  const { choices, actionsClassName, progress, done, failed } = props;
  const [phase, setPhase] = useState<Phase<K, D>>({ kind: 'idle' });
  const retryRef = useRef<HTMLButtonElement>(null);
  const latest = useRef(props);
  latest.current = props;
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const start = (choice: DownloadChoice<K>) => {
    if (phase.kind === 'preparing') return;
    setPhase({ kind: 'preparing', choice });
    latest.current.prepare().then(
      (data) => {
        if (!mounted.current) return;
        const file = latest.current.toFile(data, choice.key);
        downloadText(file.name, file.text, file.type);
        latest.current.onPrepared?.(data);
        setPhase({ kind: 'done', choice, name: file.name, data });
      },
      (error: unknown) => {
        if (!mounted.current) return;
        setPhase({ kind: 'failed', choice, message: error instanceof Error ? error.message : String(error) });
        // focus the way forward, so keyboard and screen-reader users land on it
        requestAnimationFrame(() => retryRef.current?.focus());
      },
    );
  };

  return (
    <>
      <div className={actionsClassName}>
        {choices.map((choice) => (
          <button
            key={choice.key}
            type="button"
            className={choice.primary ? 'button' : 'button secondary'}
            aria-disabled={phase.kind === 'preparing' || undefined}
            onClick={() => start(choice)}
          >
            {choice.label}
          </button>
        ))}
      </div>
      <div role="status" aria-live="polite">
        {phase.kind === 'preparing' ? progress(phase.choice.words) : phase.kind === 'done' ? done(phase.name, phase.data) : null}
      </div>
      {phase.kind === 'failed' ? (
        <div className="alert" role="alert">
          {failed(phase.choice.words, phase.message)}
          <button ref={retryRef} type="button" className="button secondary" onClick={() => start(phase.choice)}>
            Try again
          </button>
        </div>
      ) : null}
    </>
  );
}
