import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyMemberExport } from '../../../../../model/members/test-support/member-export.ts';
import * as data from '../../api/member-api';
import { MemberDataRequest } from './MemberDataRequest';

vi.mock('../../api/member-api', async (original) => ({ ...(await original<typeof data>()), exportMyData: vi.fn() }));
const download = vi.hoisted(() => vi.fn<(name: string, text: string, type: string) => void>());
vi.mock('../../../../ui/download', () => ({ downloadText: download }));
const m = vi.mocked(data);

const EXPORT = emptyMemberExport({ exportedAt: '2026-11-28T10:00:00.000Z', member: { uid: 'robin', email: 'robin@demo.test', displayName: 'Robin Hale' } });

function renderRequest() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemberDataRequest memberId="robin" name="Robin Hale" />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

afterEach(() => vi.clearAllMocks());

describe('MemberDataRequest', () => {
  it('prepares the member\'s export on the server for them, and downloads it named after them', async () => {
    m.exportMyData.mockResolvedValue(EXPORT);
    const user = renderRequest();
    await user.click(screen.getByRole('button', { name: 'Download Robin Hale’s data as JSON' }));
    expect(await screen.findByText(/The download has started/)).toHaveTextContent('member-data-robin-2026-11-28.json');
    expect(m.exportMyData).toHaveBeenCalledWith('robin');
    expect(download).toHaveBeenCalledWith('member-data-robin-2026-11-28.json', JSON.stringify(EXPORT, null, 2), 'application/json');

    await user.click(screen.getByRole('button', { name: 'Download a printable copy of Robin Hale’s data' }));
    expect(await screen.findByText(/member-data-robin-2026-11-28\.html/)).toBeInTheDocument();
    expect(download).toHaveBeenLastCalledWith('member-data-robin-2026-11-28.html', expect.stringContaining('<!doctype html>'), 'text/html;charset=utf-8');
  });

  it('offers their assessments as a FHIR Bundle for another service, named after them', async () => {
    const fhir = { resourceType: 'Bundle', type: 'collection', entry: [{ resource: { resourceType: 'QuestionnaireResponse', status: 'completed' } }] };
    m.exportMyData.mockResolvedValue({ ...EXPORT, fhir } as typeof EXPORT);
    const user = renderRequest();
    await user.click(screen.getByRole('button', { name: 'Download Robin Hale’s assessments for another service (FHIR)' }));
    expect(await screen.findByText(/The download has started/)).toHaveTextContent('member-data-robin-2026-11-28.fhir.json');
    expect(m.exportMyData).toHaveBeenCalledWith('robin');
    expect(download).toHaveBeenCalledWith('member-data-robin-2026-11-28.fhir.json', JSON.stringify(fhir, null, 2), 'application/fhir+json');
  });

  it('says why it failed, downloads nothing, and tries again from the focused button', async () => {
    m.exportMyData.mockRejectedValueOnce(new Error('You do not have permission to do that.')).mockResolvedValueOnce(EXPORT);
    const user = renderRequest();
    await user.click(screen.getByRole('button', { name: 'Download a printable copy of Robin Hale’s data' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not prepare the printable copy. You do not have permission to do that.');
    expect(download).not.toHaveBeenCalled();
    const retry = screen.getByRole('button', { name: 'Try again' });
    await vi.waitFor(() => expect(retry).toHaveFocus());
    await user.click(retry);
    expect(await screen.findByText(/member-data-robin-2026-11-28\.html/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
