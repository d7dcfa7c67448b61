import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { LoginPage } from './LoginPage';
import { RegisterPage } from './RegisterPage';

// A visitor sent to sign in from the shop (?next=) who has no account yet keeps where they were heading.
const NEXT = `?next=${encodeURIComponent('/shop?product=course-calm')}`;

describe('sign-in and register links keep ?next=', () => {
  it('from sign-in to register', () => {
    render(
      <MemoryRouter initialEntries={[`/login${NEXT}`]}>
        <LoginPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', `/Register${NEXT}`);
  });

  it('from register to sign-in', () => {
    render(
      <MemoryRouter initialEntries={[`/Register${NEXT}`]}>
        <RegisterPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', `/login${NEXT}`);
  });
});
