import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the stand-in (its lazy parser is module state), with the parser module as given. */
async function standIn(parser?: () => never) {
  vi.resetModules();
  if (parser) vi.doMock('markdown-to-jsx/react', parser);
  return (await import('./markdown-on-demand')).Markdown;
}

afterEach(() => {
  vi.doUnmock('markdown-to-jsx/react');
});

describe('Markdown on demand (what RJSF gets in the app build)', () => {
  it('shows the text as it is at once, then the parsed Markdown', async () => {
    const Markdown = await standIn();
    const { container } = render(<Markdown options={{ disableParsingRawHTML: true }}>{'Rate **each** item'}</Markdown>);
    expect(container.textContent).toBe('Rate **each** item');
    expect((await screen.findByText('each')).tagName).toBe('STRONG');
    expect(container.textContent).toBe('Rate each item');
  });

  it('keeps the raw HTML switch of the real parser', async () => {
    const Markdown = await standIn();
    const { container } = render(<Markdown options={{ disableParsingRawHTML: true }}>{'a <b>b</b> *c*'}</Markdown>);
    await screen.findByText('c');
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toContain('<b>b</b>');
  });

  it('keeps the text when the parser cannot be fetched (offline)', async () => {
    const Markdown = await standIn(() => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { container } = render(<Markdown>{'Rate **each** item'}</Markdown>);
    const waiting = container.querySelector('span');
    expect(waiting?.textContent).toBe('Rate **each** item');
    // the failed import settles on the plain text in place of the waiting text: nothing thrown to an error boundary
    await vi.waitFor(() => expect(container.querySelector('span')).not.toBe(waiting));
    expect(container.querySelector('span')?.textContent).toBe('Rate **each** item');
    expect(container.textContent).toBe('Rate **each** item');
    expect(container.querySelector('strong')).toBeNull();
  });
});
