import { describe, expect, it } from 'vitest';
import { readSession, readSessionLink, storedSessionLocation } from './session-documents.ts';

describe('stored documents', () => {
  it('reads what is missing or wrong with safe defaults', () => {
    const read = readSession('s1', { title: 'Yoga', location: 'Online', capacity: -2, pricePence: 0, kind: 'dance' });
    expect(read).toMatchObject({ title: 'Yoga', kind: 'group', capacity: 0, bookedCount: 0, pricePence: null, published: false, audience: 'members' });
    expect(read.location).toEqual({ kind: 'place', place: 'Online' });
    expect(readSession('s2', { location: { kind: 'online', url: 'javascript:alert(1)' } }).location).toEqual({ kind: 'online', url: '' });
    // stored without its link (the link lives at sessionLinkPath)
    expect(readSession('s4', { location: { kind: 'online' } }).location).toEqual({ kind: 'online', url: '' });
    expect(readSessionLink({ url: 'https://meet.example.com/x' })).toBe('https://meet.example.com/x');
    expect(readSessionLink({ url: 'javascript:alert(1)' })).toBe('');
    expect(storedSessionLocation({ kind: 'online', url: 'https://meet.example.com/x' })).toEqual({ kind: 'online' });
    expect(storedSessionLocation({ kind: 'place', place: ' Studio ' })).toEqual({ kind: 'place', place: 'Studio' });
    expect(readSession('s3', { location: { kind: 'online', url: 'https://meet.example.com/x' } }).location.kind).toBe('online');
  });
});
