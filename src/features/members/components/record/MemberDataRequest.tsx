import { memberExportFile, type MemberExportFormat } from '@model';
import { PreparedDownloads, type DownloadChoice } from '../../../../ui';
import { useMemberExport } from '../../api/member-export';
import './member-erasure.css';

/**
 * The member record's "Subject access request": when a member asks the practice for their data
 * (UK GDPR article 15, answered within a month), an administrator downloads everything held about
 * them, as the member's own My data page would give it (exportMyData; audited as `member.export`),
 * as a JSON file, a printable copy, or their assessments as a FHIR file for another service.
 */
export function MemberDataRequest({ memberId, name }: { memberId: string; name: string }) {
  const prepare = useMemberExport(memberId);
  const choices: readonly DownloadChoice<MemberExportFormat>[] = [
    { key: 'json', label: `Download ${name}’s data as JSON`, words: 'JSON file' },
    { key: 'html', label: `Download a printable copy of ${name}’s data`, words: 'printable copy' },
    { key: 'fhir', label: `Download ${name}’s assessments for another service (FHIR)`, words: 'FHIR file' },
  ];
  return (
    <section className="card mr-card mr-no-print" aria-labelledby="mr-data-request">
      <h2 id="mr-data-request">Subject access request</h2>
      <p className="muted">
        When {name} asks for a copy of their data, download everything the practice holds about them here and send it to them securely. The
        FHIR file holds their assessments and scores for a GP or another health service. The download is recorded.
      </p>
      <PreparedDownloads
        choices={choices}
        actionsClassName="mr-data-request-actions"
        prepare={prepare}
        toFile={(data, format) => memberExportFile(data, format, true)}
        progress={(words) => (
          <p className="muted">
            <span className="spinner" aria-hidden="true" /> Preparing the {words}… this can take a minute.
          </p>
        )}
        done={(file) => (
          <p className="notice">
            The download has started: <strong>{file}</strong>. It holds health information: keep it private and send it only to {name}.
          </p>
        )}
        failed={(words, message) => (
          <p>
            We could not prepare the {words}. {message}
          </p>
        )}
      />
    </section>
  );
}
