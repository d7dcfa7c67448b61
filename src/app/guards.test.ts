import { describe, expect, it } from 'vitest';
import { safeNext } from '../lib';
import { SECOND_FACTOR_PATH, decide, guards, resolveGuards, showsBeforeSignIn, type GuardSignIn } from './guards';

const visitor: GuardSignIn = { signedIn: false, isAdmin: false, onboarded: false };
const newMember: GuardSignIn = { signedIn: true, isAdmin: false, onboarded: false };
const member: GuardSignIn = { signedIn: true, isAdmin: false, onboarded: true };
const admin: GuardSignIn = { signedIn: true, isAdmin: true, onboarded: false };

const run = (names: string[], signIn: GuardSignIn, target = '/x?y=1') => decide(resolveGuards(names), { signIn, target });

describe('guards', () => {
  it('auth sends visitors to sign in and back', () => {
    expect(run(['auth'], visitor)).toBe('/login?next=%2Fx%3Fy%3D1');
    expect(run(['auth'], member)).toBeNull();
  });
  it('admin sends members to /unauthorized and visitors to sign in', () => {
    expect(run(['auth', 'admin'], member)).toBe('/unauthorized');
    expect(run(['auth', 'admin'], visitor)).toMatch(/^\/login\?next=/);
    expect(run(['auth', 'admin'], admin)).toBeNull();
  });
  it('admin sends an administrator without a second factor to enrolment, coming back afterwards, from every /admin path', () => {
    const unenrolled: GuardSignIn = { ...admin, needsSecondFactor: true };
    expect(run(['auth', 'admin'], unenrolled, '/admin/members')).toBe(`${SECOND_FACTOR_PATH}?next=%2Fadmin%2Fmembers`);
    expect(run(['auth', 'admin'], unenrolled, '/admin')).toBe(`${SECOND_FACTOR_PATH}?next=%2Fadmin`);
    // the enrolment page itself is a member page: it needs only a sign-in
    expect(run(['auth'], unenrolled, SECOND_FACTOR_PATH)).toBeNull();
    expect(run(['auth', 'admin'], { ...admin, needsSecondFactor: false }, '/admin/members')).toBeNull();
  });
  it('guest sends signed-in people to the dashboard', () => {
    expect(run(['guest'], member)).toBe('/dashboard');
    expect(run(['guest'], member, '/login?next=%2Fcourses%2Fmy-courses')).toBe('/courses/my-courses');
    expect(run(['guest'], member, '/login?next=https%3A%2F%2Fevil.example')).toBe('/dashboard');
    expect(run(['guest'], visitor)).toBeNull();
  });
  it('guest falls back quietly on a bad next, whatever the path holds', () => {
    expect(run(['guest'], member, '/login?next=%2F%09%2Fevil.example')).toBe('/dashboard');
    expect(run(['guest'], member, '/login?next=%2F%5Cevil.example')).toBe('/dashboard');
    expect(run(['guest'], member, '/login?next=%E0%A4%A')).toBe('/dashboard');
    expect(run(['guest'], member, '//[?next=%2Fcourses')).toBe('/courses');
  });
  it('dashboard-redirect routes admins, new members and onboarded members', () => {
    expect(run(['auth', 'dashboard-redirect'], admin)).toBe('/admin');
    expect(run(['auth', 'dashboard-redirect'], newMember)).toBe('/dashboard/forms/initial-assessment');
    expect(run(['auth', 'dashboard-redirect'], member)).toBeNull();
  });
  it('an unknown guard name fails with the specification message', () => {
    expect(() => resolveGuards(['auth', 'premium'])).toThrow('Unknown route middleware');
    expect(() => resolveGuards(['toString'])).toThrow('Unknown route middleware');
  });
  it('has exactly the four named guards', () => {
    expect(Object.keys(guards).sort()).toEqual(['admin', 'auth', 'dashboard-redirect', 'guest']);
  });
  it('only follows local next paths', () => {
    expect(safeNext('/courses/a')).toBe('/courses/a');
    expect(safeNext('//evil.example')).toBe('/dashboard');
    expect(safeNext('https://evil.example')).toBe('/dashboard');
    expect(safeNext(null)).toBe('/dashboard');
  });
});

describe('showsBeforeSignIn', () => {
  it('paints sign-in pages at once for a browser with no sign-in on record', () => {
    expect(showsBeforeSignIn(['guest'], false)).toBe(true);
  });

  it('waits for the sign-in where someone signed in on this device, or where any other guard decides', () => {
    expect(showsBeforeSignIn(['guest'], true)).toBe(false);
    expect(showsBeforeSignIn(['auth'], false)).toBe(false);
    expect(showsBeforeSignIn(['guest', 'auth'], false)).toBe(false);
    expect(showsBeforeSignIn([], false)).toBe(false);
  });
});
