import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterLoad } from './after-load';

const readyState = (state: DocumentReadyState) => vi.spyOn(document, 'readyState', 'get').mockReturnValue(state);

afterEach(() => vi.restoreAllMocks());

describe('afterLoad', () => {
  it('runs at once on a page that has loaded', () => {
    readyState('complete');
    const work = vi.fn();
    afterLoad(work);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('waits for the load event on a page still loading, and runs once', () => {
    readyState('interactive');
    const work = vi.fn();
    afterLoad(work);
    expect(work).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    window.dispatchEvent(new Event('load'));
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('cancelled before the load, never runs', () => {
    readyState('loading');
    const work = vi.fn();
    const cancel = afterLoad(work);
    cancel();
    window.dispatchEvent(new Event('load'));
    expect(work).not.toHaveBeenCalled();
  });
});
