import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useRendererAfterPaint } from './renderer';

type Renderer = NonNullable<ReturnType<typeof useRendererAfterPaint>['renderer']>;
const prepareValidation = vi.fn(async () => undefined);
const renderer = { AssessmentForm: () => null, prepareValidation, isValidationPrepared: () => false } as unknown as Renderer;
const definition = { id: 'sleep', title: 'Sleep', schema: { type: 'object', properties: {} } } as never;

describe('useRendererAfterPaint', () => {
  it('asks for nothing until the form is read, then for the renderer once the page has painted', async () => {
    const load = vi.fn(async () => renderer);
    const { result, rerender } = renderHook(({ form }) => useRendererAfterPaint(form, load), { initialProps: { form: undefined as never } });
    await new Promise((done) => setTimeout(done, 50));
    expect(load).not.toHaveBeenCalled();
    expect(result.current.renderer).toBeNull();
    rerender({ form: definition });
    await waitFor(() => expect(result.current.renderer).toBe(renderer));
    expect(load).toHaveBeenCalledTimes(1);
    // shown only once this form's validation is ready (its validator compiled ahead, or ajv)
    expect(prepareValidation).toHaveBeenCalledWith(definition);
    expect(result.current.failed).toBe(false);
  });

  it('says when the chunk cannot be fetched, and tries again when asked', async () => {
    const load = vi.fn<() => Promise<Renderer>>().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue(renderer);
    const { result } = renderHook(() => useRendererAfterPaint(definition, load));
    await waitFor(() => expect(result.current.failed).toBe(true));
    expect(result.current.renderer).toBeNull();
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.renderer).toBe(renderer));
    expect(result.current.failed).toBe(false);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('says so when the form\'s validation cannot be made ready (its validator or ajv not fetched)', async () => {
    const failing = { ...renderer, prepareValidation: vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(undefined) } as unknown as Renderer;
    const { result } = renderHook(() => useRendererAfterPaint(definition, async () => failing));
    await waitFor(() => expect(result.current.failed).toBe(true));
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.renderer).toBe(failing));
  });

  it('prepares a new definition (another version) again before showing it', async () => {
    const prepare = vi.fn(async (_definition: unknown) => undefined);
    const loaded = { ...renderer, prepareValidation: prepare } as unknown as Renderer;
    const load = vi.fn(async () => loaded);
    const second = { ...(definition as object), version: 2 } as never;
    const { result, rerender } = renderHook(({ form }) => useRendererAfterPaint(form, load), { initialProps: { form: definition } });
    await waitFor(() => expect(result.current.renderer).toBe(loaded));
    rerender({ form: second });
    expect(result.current.renderer).toBeNull();
    await waitFor(() => expect(result.current.renderer).toBe(loaded));
    expect(prepare.mock.calls.map(([d]) => d)).toEqual([definition, second]);
  });

  it('asks for nothing once the page has gone', async () => {
    const load = vi.fn(async () => renderer);
    const { unmount } = renderHook(() => useRendererAfterPaint(definition, load));
    unmount();
    await new Promise((done) => setTimeout(done, 300));
    expect(load).not.toHaveBeenCalled();
  });
});
