import { responseBundle, type FormDefinition, type ResponseForExport } from '@engine';
import { listMemberResponses, loadFormVersion, type PageCursor } from '../../api/member-api';
import { readReviewedResponse, type ReviewedResponse } from '../../reviewed-response';
import { downloadText, useDownloadRun } from '../../../../ui';

/** Every submitted response of the member (all pages, not only those loaded on the record). */
async function allResponses(memberId: string): Promise<ReviewedResponse[]> {
  const out: ReviewedResponse[] = [];
  let cursor: PageCursor | null = null;
  do {
    const page = await listMemberResponses(memberId, cursor);
    for (const item of page.items) {
      const read = readReviewedResponse(item.id, item.data);
      if (read) out.push(read);
    }
    cursor = page.next;
  } while (cursor);
  return out.sort((a, b) => a.submittedAt.getTime() - b.submittedAt.getTime());
}

/**
 * "Download for another service": the member's responses as a FHIR R4 Bundle (a
 * QuestionnaireResponse each, against the version it was answered on, and an Observation per
 * complete scale total with its LOINC code), for a GP, an NHS service or another practice.
 */
export function MemberFhirDownload({ memberId }: { memberId: string }) {
  const { state, start } = useDownloadRun<null, { fileName: string; responses: number; observations: number; skipped: number }>('The responses could not be read.');

  function run() {
    return start(null, async () => {
      const responses = await allResponses(memberId);
      const definitions = new Map<string, FormDefinition | null>();
      for (const r of responses) {
        const key = `${r.formId}@${r.formVersion}`;
        if (!definitions.has(key)) definitions.set(key, await loadFormVersion(r.formId, r.formVersion).then((v) => v.definition, () => null));
      }
      const keyOf = new Map<string, string>(responses.map((r) => [r.id, `${r.formId}@${r.formVersion}`]));
      const exported: ResponseForExport[] = responses.map((r) => ({ id: r.id, memberId, formVersion: r.formVersion, data: r.data, submittedAt: r.submittedAt.toISOString() }));
      const { bundle, skipped } = responseBundle(exported, (r) => definitions.get(keyOf.get(r.id)!) ?? null, { timestamp: new Date().toISOString() });
      const fileName = `member-${memberId}.fhir.json`;
      downloadText(fileName, `${JSON.stringify(bundle, null, 2)}\n`, 'application/fhir+json');
      const count = bundle.entry.filter((e) => e.resource.resourceType === 'QuestionnaireResponse').length;
      return { fileName, responses: count, observations: bundle.entry.length - count, skipped: skipped.length };
    });
  }

  return (
    <section className="card mr-card mr-no-print" aria-labelledby="mr-fhir">
      <h2 id="mr-fhir">Download for another service</h2>
      <p className="muted">Every response of this member as a FHIR R4 Bundle, with each complete score (PHQ-9, GAD-7 with their LOINC codes) as an Observation.</p>
      <button type="button" className="button secondary" onClick={() => void run()} disabled={state.kind === 'running'}>
        {state.kind === 'running' ? 'Preparing…' : 'Download FHIR bundle'}
      </button>
      {state.kind === 'done' ? (
        <p className="notice" role="status">
          Downloaded {state.result.fileName}: {state.result.responses} {state.result.responses === 1 ? 'response' : 'responses'} and {state.result.observations} {state.result.observations === 1 ? 'score' : 'scores'}.
          {state.result.skipped > 0 ? ` ${state.result.skipped} answered on a form version that could not be read ${state.result.skipped === 1 ? 'was' : 'were'} left out.` : ''}
          {state.result.responses === 0 ? ' This member has no submitted responses yet.' : ''}
        </p>
      ) : null}
      {state.kind === 'failed' ? (
        <p className="alert" role="alert">
          The download failed: {state.message} Try again.
        </p>
      ) : null}
    </section>
  );
}
