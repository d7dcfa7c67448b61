import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { MediaItem } from '../../api/media-public';
import { signedInAs } from '../../../../ui/testing/sign-in-states';
import { MediaShelf } from './MediaShelf';
import { mediaItem } from './test-support';

const state = vi.hoisted(() => ({ signIn: null as unknown }));
const api = vi.hoisted(() => ({ listMedia: vi.fn<() => Promise<MediaItem[]>>() }));
vi.mock('../../api/media-public', () => ({ ...api, useSignedIn: () => state.signIn, hasSignedInHint: () => false }));

const renderShelf = () => render(<MemoryRouter><MediaShelf /></MemoryRouter>);

beforeEach(() => {
  api.listMedia.mockReset();
  state.signIn = signedInAs('visitor');
});

describe('MediaShelf', () => {
  it('lists recordings with kind, duration and topic, each linking to its page', async () => {
    api.listMedia.mockResolvedValue([mediaItem('calm', { title: 'Breathing for calm', kind: 'video', durationSeconds: 600, topic: 'Grounding' })]);
    renderShelf();
    const list = await screen.findByRole('list', { name: 'Recordings' });
    expect(within(list).getByRole('link', { name: 'Breathing for calm' })).toHaveAttribute('href', '/View-media/calm');
    expect(within(list).getByText('Video · 10 min · Grounding')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'sign in' })).toBeInTheDocument();
  });

  it('marks members-only items for a member with access, and offers no membership link', async () => {
    state.signIn = signedInAs('active');
    api.listMedia.mockResolvedValue([mediaItem('scan', { title: 'Body scan', audience: 'members' })]);
    renderShelf();
    expect(await screen.findByText('Audio · Members')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'See membership' })).not.toBeInTheDocument();
  });

  it('says when nothing is published', async () => {
    api.listMedia.mockResolvedValue([]);
    renderShelf();
    expect(await screen.findByText(/No recordings are published yet/)).toBeInTheDocument();
  });

  it('shows an error with Try again', async () => {
    api.listMedia.mockRejectedValueOnce(new Error('Offline.')).mockResolvedValueOnce([mediaItem('bell', { title: 'Bell' })]);
    renderShelf();
    expect(await screen.findByRole('alert')).toHaveTextContent('Offline.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Bell' })).toBeInTheDocument();
  });
});
