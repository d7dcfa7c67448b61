import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FormDefinition } from '@engine';
import * as api from '../../api/member-api';
import { MemberFhirDownload } from './MemberFhirDownload';

vi.mock('../../api/member-api', async (original) => ({
  ...(await original<typeof api>()),
  listMemberResponses: vi.fn(),
  loadFormVersion: vi.fn(),
}));
const mocked = vi.mocked(api);

const definition: FormDefinition = {
  id: 'mood',
  version: 2,
  title: 'Mood check',
  schema: { type: 'object', properties: { q1: { type: 'integer', title: 'Little interest', oneOf: [{ const: 0, title: 'Not at all' }, { const: 3, title: 'Nearly every day' }] } } },
  scoring: { version: '1', scales: { phq9: { title: 'PHQ-9', items: ['q1'], itemMin: 0, itemMax: 3 } } },
  codes: { scales: { phq9: [{ system: 'http://loinc.org', code: '44261-6' }] } },
};

const stored = (id: string, data: Record<string, unknown>, submittedAt: string) => ({
  id,
  data: { formId: 'mood', formVersion: 2, memberId: 'ada', status: 'submitted', scoringVersion: '1', submittedAt, data, scores: {} },
});

describe('MemberFhirDownload', () => {
  const blobs: Blob[] = [];
  beforeEach(() => {
    vi.resetAllMocks();
    blobs.length = 0;
    vi.stubGlobal('URL', Object.assign(Object.create(URL), { createObjectURL: (b: Blob) => (blobs.push(b), 'blob:fhir'), revokeObjectURL: vi.fn() }));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('downloads every page of the member’s responses as a Bundle, with an Observation per complete total only', async () => {
    const next = { kind: 'page' } as unknown as api.PageCursor;
    mocked.listMemberResponses
      .mockResolvedValueOnce({ items: [stored('r2', { q1: 3 }, '2026-06-01T09:00:00Z')], next })
      .mockResolvedValueOnce({ items: [stored('r1', {}, '2026-05-01T09:00:00Z')], next: null });
    mocked.loadFormVersion.mockResolvedValue({ formId: 'mood', version: 2, definition });
    render(<MemberFhirDownload memberId="ada" />);
    fireEvent.click(screen.getByRole('button', { name: 'Download FHIR bundle' }));
    expect(await screen.findByText('Downloaded member-ada.fhir.json: 2 responses and 1 score.')).toBeInTheDocument();
    expect(mocked.listMemberResponses).toHaveBeenLastCalledWith('ada', next);
    expect(mocked.loadFormVersion).toHaveBeenCalledTimes(1);
    const bundle = JSON.parse(await blobs[0]!.text());
    expect(bundle.entry.map((e: { resource: { resourceType: string; id: string } }) => `${e.resource.resourceType} ${e.resource.id}`)).toEqual([
      'QuestionnaireResponse r1',
      'QuestionnaireResponse r2',
      'Observation r2-phq9',
    ]);
    expect(bundle.entry[2].resource).toMatchObject({ valueInteger: 3, code: { coding: [{ system: 'http://loinc.org', code: '44261-6' }] }, subject: { identifier: { value: 'ada' } } });
  });

  it('says so when the responses cannot be read, and downloads nothing', async () => {
    mocked.listMemberResponses.mockRejectedValue(new Error('You are offline.'));
    render(<MemberFhirDownload memberId="ada" />);
    fireEvent.click(screen.getByRole('button', { name: 'Download FHIR bundle' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The download failed: You are offline. Try again.');
    expect(blobs).toHaveLength(0);
  });
});
