import { useRef, useState } from 'react';
import { memberExportFile, type MemberExportFormat } from '@engine';
import { downloadText } from '../../../../ui';
import { useExportMemberData } from '../../api/member-export';
import './member-erasure.css';

const FORMAT_WORDS: Record<MemberExportFormat, string> = { json: 'JSON file', html: 'printable copy' };

/**
 * The member record's "Subject access request": when a member asks the practice for their data
 * (UK GDPR article 15, answered within a month), an administrator downloads everything held about
 * them, as the member's own My data page would give it (exportMyData; audited as `member.export`),
 * as a JSON file or a printable copy to send them.
 */
export function MemberDataRequest({ memberId, name }: { memberId: string; name: string }) {
  const exporting = useExportMemberData(memberId);
  const [format, setFormat] = useState<MemberExportFormat | null>(null);
  const [downloaded, setDownloaded] = useState<string | null>(null);
  const retryRef = useRef<HTMLButtonElement>(null);

  const start = (chosen: MemberExportFormat) => {
    if (exporting.isPending) return; // aria-disabled keeps focus on the button; this keeps one export at a time
    setFormat(chosen);
    setDownloaded(null);
    exporting.mutate(undefined, {
      onSuccess: (data) => {
        const file = memberExportFile(data, chosen, true);
        downloadText(file.name, file.text, file.type);
        setDownloaded(file.name);
      },
      onError: () => requestAnimationFrame(() => retryRef.current?.focus()),
    });
  };

  return (
    <section className="card mr-card mr-no-print" aria-labelledby="mr-data-request">
      <h2 id="mr-data-request">Subject access request</h2>
      <p className="muted">
        When {name} asks for a copy of their data, download everything the practice holds about them here and send it to them securely. The
        download is recorded.
      </p>
      <div className="mr-data-request-actions">
        {(['json', 'html'] as const).map((choice) => (
          <button
            key={choice}
            type="button"
            className="button secondary"
            aria-disabled={exporting.isPending || undefined}
            onClick={() => start(choice)}
          >
            {choice === 'json' ? `Download ${name}’s data as JSON` : `Download a printable copy of ${name}’s data`}
          </button>
        ))}
      </div>
      <div role="status" aria-live="polite">
        {exporting.isPending ? (
          <p className="muted">
            <span className="spinner" aria-hidden="true" /> Preparing the {FORMAT_WORDS[format ?? 'json']}… this can take a minute.
          </p>
        ) : downloaded ? (
          <p className="notice">
            The download has started: <strong>{downloaded}</strong>. It holds health information: keep it private and send it only to {name}.
          </p>
        ) : null}
      </div>
      {exporting.isError && format ? (
        <div className="alert" role="alert">
          <p>
            We could not prepare the {FORMAT_WORDS[format]}. {exporting.error.message}
          </p>
          <button ref={retryRef} type="button" className="button secondary" onClick={() => start(format)}>
            Try again
          </button>
        </div>
      ) : null}
    </section>
  );
}
