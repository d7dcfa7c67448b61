import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from './form-responses-api';
import { namesFor } from './form-responses-names';

vi.mock('./form-responses-api', async (original) => ({ ...(await original<typeof api>()), loadMemberNames: vi.fn() }));
const mocked = vi.mocked(api);

describe('namesFor', () => {
  beforeEach(() => vi.resetAllMocks());

  it('reads each member once: cached names (a missing users document as null) are not asked again', async () => {
    mocked.loadMemberNames.mockResolvedValueOnce({ ada: 'Ada Lovelace' });
    const client = new QueryClient();
    expect(await namesFor(client, ['ada', 'bo', 'ada'])).toEqual({ ada: 'Ada Lovelace', bo: null });
    expect(mocked.loadMemberNames).toHaveBeenCalledWith(['ada', 'bo']);
    expect(await namesFor(client, ['bo', 'ada'])).toEqual({ ada: 'Ada Lovelace', bo: null });
    expect(mocked.loadMemberNames).toHaveBeenCalledTimes(1);
  });

  it('keeps the names of members it did not ask for when the read brought them (every member read at once)', async () => {
    mocked.loadMemberNames.mockResolvedValueOnce({ ada: 'Ada Lovelace', cy: 'Cy Twombly' });
    const client = new QueryClient();
    await namesFor(client, ['ada']);
    expect(await namesFor(client, ['cy'])).toEqual({ cy: 'Cy Twombly' });
    expect(mocked.loadMemberNames).toHaveBeenCalledTimes(1);
  });
});
