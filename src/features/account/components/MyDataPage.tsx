import { useState } from 'react';
import { Link } from 'react-router-dom';
import { MEMBER_DATA_INVENTORY, MEMBER_EXPORT_LIMITS, countExportRecords, memberExportFile, ukTime, type MemberDataExport, type MemberExportFormat } from '@model';
import { Page, PreparedDownloads, type DownloadChoice } from '../../../ui';
import { exportMyData } from '../api/my-data';
import { DeleteAccount } from './DeleteAccount';
import './my-data.css';

const CHOICES: readonly DownloadChoice<MemberExportFormat>[] = [
  { key: 'json', label: 'Download as JSON', words: 'JSON file', primary: true },
  { key: 'html', label: 'Download a printable copy (HTML)', words: 'printable copy' },
  { key: 'fhir', label: 'Download your assessments for another service (FHIR)', words: 'FHIR file' },
];

/** "Nothing", "1 item", "12 items" (and "more than 5,000" when the server cut a section short). */
export function countWords(count: number, truncated: boolean): string {
  if (truncated) return `more than ${MEMBER_EXPORT_LIMITS.perSection.toLocaleString('en-GB')}`;
  if (count === 0) return 'Nothing';
  return count === 1 ? '1 item' : `${count.toLocaleString('en-GB')} items`;
}

const truncatedSections = (data: MemberDataExport | null) => new Set(data?.sections.filter((s) => s.truncated).map((s) => s.key) ?? []);

/**
 * `/dashboard/my-data`: what the practice holds about the member (the inventory, in plain words,
 * with counts once an export has been prepared), the download of all of it as JSON or a printable
 * page (prepared by the server each time), and the erasure of the account at the end.
 */
export function MyDataPage() {
  const [data, setData] = useState<MemberDataExport | null>(null);
  const counts = data ? countExportRecords(data) : null;
  const truncated = truncatedSections(data);

  return (
    <Page title="Your data" intro="What we hold about you, a copy of all of it to keep, and how to delete your account.">
      <h2>Download a copy</h2>
      <p>
        We put the copy together from our records when you ask: your profile and consent history, every assessment with its answers and
        scores, the flags written for you, your courses, orders and bookings, and who opened your record. The JSON file suits other
        services; the printable copy opens in your browser, where you can read it or print it. The FHIR file holds your assessments and
        scores in the format NHS and other health services read, for a GP or another practice.
      </p>
      <p>
        Your practitioner&rsquo;s own notes, and flags their forms raise for them only, are kept out of this copy (it shows when a note was
        written and by whom). You can ask us for them: a practitioner reviews the request and we send you everything except anything likely
        to cause serious harm to your health, within one month.
      </p>
      <PreparedDownloads
        choices={CHOICES}
        actionsClassName="my-data-actions"
        prepare={() => exportMyData()}
        toFile={(prepared, format) => memberExportFile(prepared, format)}
        onPrepared={(prepared) => setData(prepared)}
        progress={(words) => (
          <p className="muted my-data-progress">
            <span className="spinner" aria-hidden="true" /> Preparing your {words}… this can take a minute.
          </p>
        )}
        done={(name, prepared) => (
          <p className="notice">
            Your download has started: <strong>{name}</strong>. It holds health information, so keep it somewhere private. How much of each we hold is shown below.
            {truncatedSections(prepared).size ? ' Some sections hold more than one download can carry: ask us and we will send you the rest.' : ''}
          </p>
        )}
        failed={(words, message) => (
          <p>
            We could not prepare your {words}. {message}
          </p>
        )}
      />

      <h2 id="held-heading">What we hold about you</h2>
      <p>
        {data
          ? `Counted from our records at ${ukTime(new Date(data.exportedAt))}.`
          : 'Download a copy above to see how much of each we hold.'}{' '}
        Our <Link to="/Privacy">privacy notice</Link> explains why we keep it and for how long.
      </p>
      <ul className="my-data-held" aria-labelledby="held-heading">
        {MEMBER_DATA_INVENTORY.map((entry) => (
          <li key={entry.key}>
            <h3>
              <span>{entry.title}</span>
              {counts ? <span className="my-data-count">{countWords(counts[entry.key], truncated.has(entry.key))}</span> : null}
            </h3>
            <p>{entry.held}</p>
          </li>
        ))}
      </ul>

      <DeleteAccount />
    </Page>
  );
}
