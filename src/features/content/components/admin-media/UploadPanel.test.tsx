import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UploadControls } from '../../api/media-admin';
import { UploadPanel } from './UploadPanel';

type Handlers = { onProgress(bytes: number, total: number): void; onDone(url: string): void; onError(error: Error): void };
const api = vi.hoisted(() => ({
  available: true,
  handlers: null as Handlers | null,
  controls: { pause: vi.fn(() => true), resume: vi.fn(() => true), cancel: vi.fn(() => true) } as { [K in keyof UploadControls]: ReturnType<typeof vi.fn> },
  startMediaUpload: vi.fn(),
}));
vi.mock('../../api/media-admin', () => ({
  mediaUploadsAvailable: () => api.available,
  startMediaUpload: api.startMediaUpload,
}));

const file = (name: string, size: number, type: string) => new File([new Uint8Array(size)], name, { type });

beforeEach(() => {
  api.available = true;
  api.handlers = null;
  for (const f of Object.values(api.controls)) f.mockClear();
  api.startMediaUpload.mockReset().mockImplementation(async (_file: File, _id: string, _audience: string, handlers: Handlers) => {
    api.handlers = handlers;
    return api.controls;
  });
});

const renderPanel = (onUploaded = vi.fn()) => {
  render(<UploadPanel kind="audio" audience="members" mediaId="body-scan" uploadedUrl="" inputId="upload" onUploaded={onUploaded} />);
  return onUploaded;
};

describe('UploadPanel', () => {
  it('is switched off locally with a note pointing to adding by address', () => {
    api.available = false;
    renderPanel();
    expect(screen.getByText(/Uploading is switched off on this local copy/)).toBeInTheDocument();
    expect(screen.getByLabelText('Video or audio file')).toBeDisabled();
  });

  it('refuses a file of the wrong type before anything is sent', async () => {
    renderPanel();
    await userEvent.upload(screen.getByLabelText('Video or audio file'), file('notes.mp4', 10, 'video/mp4'), { applyAccept: false });
    expect(screen.getByText(/is a video file, but this item is audio/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    expect(api.startMediaUpload).not.toHaveBeenCalled();
  });

  it('shows progress with percent, pauses and resumes a large file, and hands over the address when done', async () => {
    const onUploaded = renderPanel();
    await userEvent.upload(screen.getByLabelText('Video or audio file'), file('scan.mp3', 400_000, 'audio/mpeg'));
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(api.startMediaUpload).toHaveBeenCalledWith(expect.any(File), 'body-scan', 'members', expect.anything());
    act(() => api.handlers?.onProgress(100_000, 400_000));
    expect(screen.getByRole('progressbar', { name: 'Uploading scan.mp3' })).toHaveAttribute('value', '25');
    expect(screen.getByText(/^25% of 391 KB$/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(api.controls.pause).toHaveBeenCalled();
    expect(screen.getByText('Paused at 25%.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Resume' }));
    expect(api.controls.resume).toHaveBeenCalled();
    act(() => api.handlers?.onProgress(400_000, 400_000));
    act(() => api.handlers?.onDone('https://storage.example/scan.mp3'));
    expect(screen.getByText('Uploaded scan.mp3.')).toBeInTheDocument();
    expect(onUploaded).toHaveBeenCalledWith('https://storage.example/scan.mp3');
  });

  it('offers no pause for a small file; cancel stops it and keeps nothing', async () => {
    const onUploaded = renderPanel();
    await userEvent.upload(screen.getByLabelText('Video or audio file'), file('bell.mp3', 1_000, 'audio/mpeg'));
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(api.controls.cancel).toHaveBeenCalled();
    expect(screen.getByText('Upload of bell.mp3 cancelled: nothing was kept.')).toBeInTheDocument();
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('says why an upload stopped and tries again from the start', async () => {
    renderPanel();
    await userEvent.upload(screen.getByLabelText('Video or audio file'), file('scan.mp3', 400_000, 'audio/mpeg'));
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    act(() => api.handlers?.onProgress(200_000, 400_000));
    act(() => api.handlers?.onError(new Error('The connection dropped for too long.')));
    expect(screen.getByRole('alert')).toHaveTextContent('The upload stopped. The connection dropped for too long.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(api.startMediaUpload).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('progressbar')).toHaveAttribute('value', '0');
  });
});
