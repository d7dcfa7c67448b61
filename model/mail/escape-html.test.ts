import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html.ts';

describe('escapeHtml', () => {
  it('turns markup a member typed into text', () => {
    expect(escapeHtml('<script>alert("hi")</script>')).toBe('&lt;script&gt;alert(&quot;hi&quot;)&lt;/script&gt;');
    expect(escapeHtml(`O'Brien & Sons`)).toBe('O&#39;Brien &amp; Sons');
    expect(escapeHtml('plain words')).toBe('plain words');
  });
});
