import { afterEach, describe, expect, it } from 'vitest';
import { analyticsCookieNames, cookieDomains, cookieRemovals } from './analytics-cookies';

describe('analytics cookies', () => {
  it('finds the tag cookies and nothing else', () => {
    const header = '_ga=GA1.1.123; _ga_ABC123=GS1.1.x; theme=dark; _gid=GA1.1.9; _gat_UA-1=1; _gcl_au=1.1; __session=x; _gallery=1; _ga=dup';
    expect(analyticsCookieNames(header)).toEqual(['_ga', '_ga_ABC123', '_gid', '_gat_UA-1', '_gcl_au']);
    expect(analyticsCookieNames('')).toEqual([]);
  });

  it('lists every domain the tag may have used', () => {
    expect(cookieDomains('www.wellness.co.uk')).toEqual(['www.wellness.co.uk', 'wellness.co.uk', 'co.uk']);
    expect(cookieDomains('my-app.web.app')).toEqual(['my-app.web.app', 'web.app']);
    expect(cookieDomains('WELLNESS.EXAMPLE.')).toEqual(['wellness.example']);
    for (const host of ['localhost', '127.0.0.1', '[::1]', '::1', '']) expect(cookieDomains(host), host).toEqual([]);
  });

  it('writes an expiry for each cookie host-only and on each domain', () => {
    const writes = cookieRemovals(['_ga'], 'app.example.org');
    expect(writes).toHaveLength(3);
    expect(writes.every((w) => w.startsWith('_ga=; Max-Age=0; Path=/'))).toBe(true);
    expect(writes.map((w) => /Domain=([^;]+)/.exec(w)?.[1] ?? null)).toEqual([null, 'app.example.org', 'example.org']);
  });

  describe('in a browser (jsdom)', () => {
    afterEach(() => {
      for (const name of ['_ga', '_ga_ABC123', 'theme']) document.cookie = `${name}=; Max-Age=0; Path=/`;
    });

    it('the writes leave the page without the tag cookies, and keep the others', () => {
      document.cookie = '_ga=GA1.1.123; Path=/';
      document.cookie = '_ga_ABC123=GS1.1.x; Path=/';
      document.cookie = 'theme=dark; Path=/';
      for (const write of cookieRemovals(analyticsCookieNames(document.cookie), location.hostname)) document.cookie = write;
      expect(document.cookie).toBe('theme=dark');
    });
  });
});
