import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { MediaItem, MediaView } from '../../api/media-public';
import { signedInAs } from '../../../../ui/testing/sign-in-states';
import { MediaItemPage } from './MediaItemPage';
import { mediaItem } from './test-support';

const state = vi.hoisted(() => ({ signIn: null as unknown }));
const api = vi.hoisted(() => ({
  loadMediaItem: vi.fn<(id: string) => Promise<MediaView | null>>(),
  listRelatedMedia: vi.fn<() => Promise<MediaItem[]>>(),
}));
vi.mock('../../api/media-public', () => ({ ...api, useSignedIn: () => state.signIn, hasSignedInHint: () => false, listMedia: vi.fn() }));

const renderAt = (id: string) =>
  render(
    <MemoryRouter initialEntries={[`/View-media/${id}`]}>
      <Routes>
        <Route path="/View-media/:id" element={<MediaItemPage />} />
      </Routes>
    </MemoryRouter>,
  );

beforeEach(() => {
  api.loadMediaItem.mockReset();
  api.listRelatedMedia.mockReset().mockResolvedValue([]);
  state.signIn = signedInAs('visitor');
});

describe('MediaItemPage', () => {
  it('plays a video file with captions, and shows its description, duration, topic and transcript', async () => {
    api.loadMediaItem.mockResolvedValue({
      locked: false,
      item: mediaItem('calm', {
        title: 'Breathing for calm', kind: 'video', url: 'https://example.org/calm.mp4', captionsUrl: 'https://example.org/calm.vtt',
        description: 'First paragraph.\n\nSecond paragraph.', durationSeconds: 600, topic: 'Grounding', transcript: '## Steps\n\nBreathe in.',
      }),
    });
    const { container } = renderAt('calm');
    expect(await screen.findByRole('heading', { level: 1, name: 'Breathing for calm' })).toBeInTheDocument();
    expect(api.loadMediaItem).toHaveBeenCalledWith('calm');
    const video = container.querySelector('video');
    expect(video).toHaveAttribute('src', 'https://example.org/calm.mp4');
    expect(video).toHaveAttribute('controls');
    const track = video?.querySelector('track');
    expect(track).toHaveAttribute('kind', 'captions');
    expect(track).toHaveAttribute('srclang', 'en');
    expect(track).toHaveAttribute('src', 'https://example.org/calm.vtt');
    expect(screen.getByText('10 min')).toBeInTheDocument();
    expect(screen.getByText('Grounding')).toBeInTheDocument();
    expect(screen.getByText('Second paragraph.')).toBeInTheDocument();
    await userEvent.click(screen.getByText('Transcript'));
    expect(await screen.findByRole('heading', { name: 'Steps' }, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('plays audio without a captions track when none is given', async () => {
    api.loadMediaItem.mockResolvedValue({ locked: false, item: mediaItem('bell', { title: 'Bell' }) });
    const { container } = renderAt('bell');
    await screen.findByRole('heading', { level: 1, name: 'Bell' });
    expect(container.querySelector('audio')).toHaveAttribute('src', 'https://example.org/bell.mp3');
    expect(container.querySelector('track')).toBeNull();
    expect(screen.queryByText('Transcript')).not.toBeInTheDocument();
  });

  it('embeds YouTube through youtube-nocookie with a title, and lists related items', async () => {
    api.loadMediaItem.mockResolvedValue({ locked: false, item: mediaItem('yt', { title: 'Stretching', kind: 'video', source: 'youtube', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }) });
    api.listRelatedMedia.mockResolvedValue([mediaItem('bell', { title: 'Bell', durationSeconds: 300 })]);
    renderAt('yt');
    const frame = await screen.findByTitle('Stretching (YouTube video)');
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    const related = await screen.findByRole('region', { name: 'Related recordings' });
    expect(within(related).getByRole('link', { name: 'Bell' })).toHaveAttribute('href', '/View-media/bell');
    expect(within(related).getByText(/Audio · 5 min/)).toBeInTheDocument();
  });

  it('says why a stored embed address is refused instead of embedding it', async () => {
    api.loadMediaItem.mockResolvedValue({ locked: false, item: mediaItem('odd', { kind: 'video', source: 'vimeo', url: 'https://vimeo.com/channels/staff' }) });
    const { container } = renderAt('odd');
    expect(await screen.findByRole('alert')).toHaveTextContent('This Vimeo address does not name a video.');
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('is locked for a visitor, with Join and Sign in back to the item', async () => {
    api.loadMediaItem.mockResolvedValue({ locked: true, item: null });
    renderAt('body-scan');
    expect(await screen.findByRole('heading', { name: /This recording is for members/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join' })).toHaveAttribute('href', '/membership');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?next=%2FView-media%2Fbody-scan');
  });

  it('is locked for a member without a membership, with See membership only', async () => {
    state.signIn = signedInAs('member');
    api.loadMediaItem.mockResolvedValue({ locked: true, item: null });
    renderAt('body-scan');
    expect(await screen.findByText(/does not have a membership that is active/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See membership' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('says not found for an unknown id', async () => {
    api.loadMediaItem.mockResolvedValue(null);
    renderAt('nothing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Recording not found' })).toBeInTheDocument();
  });

  it('shows an error with Try again, which reads again', async () => {
    api.loadMediaItem.mockRejectedValueOnce(new Error('We could not reach the server.')).mockResolvedValueOnce({ locked: false, item: mediaItem('bell', { title: 'Bell' }) });
    renderAt('bell');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach the server.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bell' })).toBeInTheDocument();
  });
});
