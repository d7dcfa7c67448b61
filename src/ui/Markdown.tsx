import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import './markdown.css';

/**
 * Pure: the address a link or image may keep, or null to drop it. Links: http(s), mailto, tel,
 * and addresses inside this site; images: https only (an http image is mixed content, and
 * `data:`/`javascript:`/`vbscript:` are never followed).
 */
export function safeUrl(url: string, attribute: 'href' | 'src'): string | null {
  const value = url.trim();
  // control characters and spaces hide a scheme from the eye ("java\tscript:")
  const squeezed = [...value].filter((c) => c.charCodeAt(0) > 32 && c.charCodeAt(0) !== 127).join('').toLowerCase();
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(squeezed)?.[1];
  if (attribute === 'src') return scheme === 'https' ? value : null;
  if (scheme === undefined) return value.startsWith('//') ? null : value;
  return ['http', 'https', 'mailto', 'tel'].includes(scheme) ? value : null;
}

/** Pure: does this link leave the site (then it opens in a new tab, without an opener)? */
export function isExternal(href: string): boolean {
  return /^https?:/i.test(href) && (typeof window === 'undefined' || !href.startsWith(window.location.origin + '/'));
}

function SafeLink({ href, children, node: _node, ...rest }: ComponentPropsWithoutRef<'a'> & { node?: unknown }) {
  if (!href) return <span>{children}</span>;
  if (isExternal(href)) {
    return (
      <a {...rest} href={href} target="_blank" rel="noopener noreferrer">
        {children}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <a {...rest} href={href}>
      {children}
    </a>
  );
}

function SafeImage({ src, alt, node: _node, ...rest }: ComponentPropsWithoutRef<'img'> & { node?: unknown }) {
  if (typeof src !== 'string' || !src) return alt ? <span>{alt}</span> : null;
  return <img {...rest} src={src} alt={alt ?? ''} loading="lazy" />;
}

// The page owns its one h1: a body's headings sit one level below (# -> h2 ... ##### -> h6).
const demoted = (Tag: 'h2' | 'h3' | 'h4' | 'h5' | 'h6') =>
  function Heading({ children, node: _node, ...rest }: ComponentPropsWithoutRef<'h2'> & { node?: unknown; children?: ReactNode }) {
    return <Tag {...rest}>{children}</Tag>;
  };

const components: Components = {
  a: SafeLink,
  img: SafeImage,
  h1: demoted('h2'),
  h2: demoted('h3'),
  h3: demoted('h4'),
  h4: demoted('h5'),
  h5: demoted('h6'),
  h6: demoted('h6'),
};

/**
 * Markdown written by administrators (course descriptions, chapters), rendered safely: raw HTML
 * is never rendered (react-markdown without rehype-raw, then rehype-sanitize's GitHub schema),
 * unsafe addresses are dropped, links to other sites open in a new tab without an opener.
 * Import it by path (`src/ui/Markdown`), not from `src/ui`'s index: the index is in the public
 * first download and this renderer belongs in the route chunks that use it.
 */
export function Markdown({ children }: { children: string }) {
  return (
    <div className="markdown">
      <ReactMarkdown
        skipHtml
        rehypePlugins={[rehypeSanitize]}
        urlTransform={(url, key) => safeUrl(url, key === 'src' ? 'src' : 'href')}
        components={components}
      >
        {children}
      </ReactMarkdown>
    </div>
  );
}
