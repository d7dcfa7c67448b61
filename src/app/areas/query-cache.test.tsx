import { useQueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataError } from '../../data';
import { QueryClient } from '@tanstack/react-query';
import { create } from 'zustand';
import type { SignedIn } from '../../data';
import { dropCacheOnAccountChange, queryClient, withQueryCache } from './query-cache';

describe('the app query cache', () => {
  it('gives a wrapped page the one cache, and the page its props', () => {
    function Probe({ label }: { label: string }) {
      return <p>{useQueryClient() === queryClient ? `${label}: the app cache` : 'another cache'}</p>;
    }
    const Wrapped = withQueryCache(Probe);
    render(<Wrapped label="Dashboard" />);
    expect(screen.getByText('Dashboard: the app cache')).toBeInTheDocument();
  });

  it('retries a failure a retry may fix, twice at most, and never one it cannot', () => {
    const retry = queryClient.getDefaultOptions().queries?.retry as (failures: number, error: unknown) => boolean;
    expect(retry(0, new DataError('unavailable', 'We could not reach the server.'))).toBe(true);
    expect(retry(1, new Error('network'))).toBe(true);
    expect(retry(2, new Error('network'))).toBe(false);
    for (const code of ['not-found', 'permission-denied', 'functions/permission-denied', 'invalid-argument']) {
      expect(retry(0, new DataError(code, 'final')), code).toBe(false);
    }
    expect(queryClient.getDefaultOptions().mutations?.retry).toBe(false);
  });

  it('drops everything cached when the signed-in account changes, and only then', () => {
    const client = new QueryClient();
    const user = (uid: string) => ({ uid }) as unknown as SignedIn['user'];
    const signIn = create<SignedIn>(() => ({ status: 'ready', user: user('member-a'), profile: null, error: null }));
    const stop = dropCacheOnAccountChange(client, signIn);
    client.setQueryData(['forms'], ['phq-9 answers']);
    signIn.setState({ profile: null }); // same account: kept
    expect(client.getQueryData(['forms'])).toEqual(['phq-9 answers']);
    signIn.setState({ status: 'loading' });
    signIn.setState({ status: 'ready', user: null }); // signed out
    expect(client.getQueryData(['forms'])).toBeUndefined();
    client.setQueryData(['forms'], ['public']);
    signIn.setState({ user: user('member-b') }); // someone else signs in
    expect(client.getQueryData(['forms'])).toBeUndefined();
    stop();
  });
});
