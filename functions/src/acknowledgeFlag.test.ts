// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ReviewFlag } from '@model';
import { acknowledgeInFlags } from './acknowledgeFlag.ts';

const flag = (id: string, severity: ReviewFlag<number>['severity'], acknowledged: ReviewFlag<number>['acknowledged'] = null): ReviewFlag<number> => ({
  id, severity, message: `${id} message`, fields: [], acknowledged,
});
const ack = { by: 'admin-1', byName: 'Alex', at: 100, note: 'Phoned the member' };

describe('acknowledgeInFlags', () => {
  it('acknowledges the named flag only and recomputes open and openRank from what is left', () => {
    const outcome = acknowledgeInFlags([flag('item9', 'urgent'), flag('phq9-severe', 'warning'), flag('note', 'info')], 'item9', ack);
    expect(outcome).toMatchObject({ status: 'acknowledged', open: 2, openRank: 2 });
    if (outcome?.status !== 'acknowledged') throw new Error('expected an acknowledgement');
    expect(outcome.flags.map((f) => f.acknowledged)).toEqual([ack, null, null]);
    expect(outcome.flag.id).toBe('item9');
  });
  it('leaves nothing open (rank 0) once the last open flag is acknowledged', () => {
    const outcome = acknowledgeInFlags([flag('a', 'urgent', { ...ack, at: 50 }), flag('b', 'info')], 'b', ack);
    expect(outcome).toMatchObject({ status: 'acknowledged', open: 0, openRank: 0 });
  });
  it('keeps the first acknowledgement of a flag already acknowledged', () => {
    const first = { ...ack, by: 'admin-2', note: 'Booked a call' };
    expect(acknowledgeInFlags([flag('a', 'urgent', first), flag('b', 'warning')], 'a', ack)).toEqual({ status: 'already', open: 1 });
  });
  it('answers null for a flag that is not there', () => {
    expect(acknowledgeInFlags([flag('a', 'urgent')], 'nope', ack)).toBeNull();
    expect(acknowledgeInFlags([], 'a', ack)).toBeNull();
  });
});
