import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown, safeUrl } from './Markdown';

const renderMd = (text: string) => render(<Markdown>{text}</Markdown>).container;

describe('Markdown', () => {
  it('renders headings (one level below the page), lists, emphasis and links', () => {
    const root = renderMd('# Breathing\n\nSome **calm** words.\n\n- one\n- two\n\n1. first\n\n[Next](/courses/calm)');
    expect(screen.getByRole('heading', { level: 2, name: 'Breathing' })).toBeInTheDocument();
    expect(root.querySelector('h1')).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(root.querySelector('strong')).toHaveTextContent('calm');
    const next = screen.getByRole('link', { name: 'Next' });
    expect(next).toHaveAttribute('href', '/courses/calm');
    expect(next).not.toHaveAttribute('target');
  });

  it('opens links to other sites in a new tab without an opener', () => {
    renderMd('[NHS advice](https://www.nhs.uk/mental-health/)');
    const link = screen.getByRole('link', { name: /NHS advice/ });
    expect(link).toHaveAttribute('href', 'https://www.nhs.uk/mental-health/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAccessibleName(/^NHS advice ?\(opens in a new tab\)$/);
  });

  it('never renders a script, an iframe or an event handler written as HTML', () => {
    const root = renderMd(
      'Before\n\n<script>window.hacked = true</script>\n\n<iframe src="https://evil.example"></iframe>\n\n<img src="https://x.example/a.png" onerror="alert(1)">\n\n<div onclick="alert(1)">text</div>\n\nAfter',
    );
    expect(root.querySelector('script')).toBeNull();
    expect(root.querySelector('iframe')).toBeNull();
    expect(root.querySelector('img')).toBeNull();
    expect(root.querySelector('[onerror], [onclick]')).toBeNull();
    expect(root.innerHTML).not.toMatch(/onerror|onclick|<script|<iframe/i);
    expect(root).toHaveTextContent('Before');
    expect(root).toHaveTextContent('After');
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('drops javascript:, vbscript: and data: links but keeps their words', () => {
    const root = renderMd(
      '[one](javascript:alert(1)) [two](JaVaScRiPt:alert(1)) [three](vbscript:msgbox) [four](data:text/html;base64,PHNjcmlwdD4=) [five](<java\tscript:alert(1)>)',
    );
    for (const word of ['one', 'two', 'three', 'four', 'five']) expect(root).toHaveTextContent(word);
    expect(root.innerHTML).not.toMatch(/javascript|vbscript|data:/i);
    expect(root.querySelectorAll('a[href]')).toHaveLength(0);
  });

  it('shows https images with their alt text and drops http and data: images', () => {
    const root = renderMd('![A calm lake](https://images.example/lake.jpg)\n\n![plain](http://images.example/a.jpg)\n\n![inline](data:image/png;base64,AAAA)');
    const images = root.querySelectorAll('img');
    expect(images).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'A calm lake' })).toHaveAttribute('src', 'https://images.example/lake.jpg');
    expect(root).toHaveTextContent('plain');
  });
});

describe('safeUrl', () => {
  it('keeps site, web, mail and phone links', () => {
    expect(safeUrl('/courses', 'href')).toBe('/courses');
    expect(safeUrl('#part-2', 'href')).toBe('#part-2');
    expect(safeUrl('https://example.org', 'href')).toBe('https://example.org');
    expect(safeUrl('mailto:hello@example.org', 'href')).toBe('mailto:hello@example.org');
    expect(safeUrl('tel:+441234567890', 'href')).toBe('tel:+441234567890');
  });

  it('refuses scripts, data, protocol-relative addresses and non-https images', () => {
    expect(safeUrl(' javascript:alert(1)', 'href')).toBeNull();
    expect(safeUrl('java\nscript:alert(1)', 'href')).toBeNull();
    expect(safeUrl('vbscript:x', 'href')).toBeNull();
    expect(safeUrl('data:text/html,x', 'href')).toBeNull();
    expect(safeUrl('//evil.example/x', 'href')).toBeNull();
    expect(safeUrl('http://x.example/a.png', 'src')).toBeNull();
    expect(safeUrl('/local.png', 'src')).toBeNull();
    expect(safeUrl('https://x.example/a.png', 'src')).toBe('https://x.example/a.png');
  });
});
