import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useAssessment } from './useAssessment';

const api = vi.hoisted(() => ({
  DataError: class DataError extends Error {},
  loadPublishedForm: vi.fn(),
  findDraft: vi.fn(),
  saveDraft: vi.fn(),
  submitResponse: vi.fn(),
  refreshProfile: vi.fn(),
}));
vi.mock('../api/assessments-api', () => api);

const KEY = 'wellness:draft:m1:ptsd';

beforeEach(() => {
  vi.clearAllMocks();
  localStorage.clear();
  api.loadPublishedForm.mockResolvedValue({ formId: 'ptsd', version: 1, definition: {} });
  api.findDraft.mockResolvedValue({ id: 'd1', data: { pcl1: 1 } });
  api.saveDraft.mockResolvedValue('d1');
});

async function opened() {
  const hook = renderHook(() => useAssessment('ptsd', 'm1'));
  await waitFor(() => expect(hook.result.current.form).not.toBeNull());
  return hook;
}

describe('useAssessment and the local copy of answers', () => {
  it('keeps a copy while answering and removes it once the submission is stored', async () => {
    const { result } = await opened();
    act(() => result.current.onChange({ pcl1: 2 }));
    expect(JSON.parse(localStorage.getItem(KEY) ?? '{}').data).toEqual({ pcl1: 2 });
    api.submitResponse.mockResolvedValue({ responseId: 'd1', scores: {}, flags: [] });
    await act(() => result.current.onSubmit({ pcl1: 2 }));
    expect(result.current.result).not.toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('keeps the copy when the submission fails, so nothing typed is lost', async () => {
    const { result } = await opened();
    api.submitResponse.mockRejectedValue(new Error('offline'));
    await act(() => result.current.onSubmit({ pcl1: 3 }));
    expect(result.current.submitError).toBe('offline');
    expect(JSON.parse(localStorage.getItem(KEY) ?? '{}').data).toEqual({ pcl1: 3 });
  });

  it('starts from a fresh copy holding more answers, never from an expired one', async () => {
    localStorage.setItem(KEY, JSON.stringify({ data: { pcl1: 1, pcl2: 4 }, savedAt: Date.now() - 8 * 24 * 60 * 60 * 1000 }));
    const { result } = await opened();
    expect(result.current.start).toEqual({ pcl1: 1 });
    expect(localStorage.getItem(KEY)).toBeNull();
  });
});
