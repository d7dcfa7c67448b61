import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ChapterVideo } from './ChapterVideo';
import { ChapterAttachments } from './ChapterAttachments';

describe('ChapterVideo', () => {
  it('embeds a YouTube link as its privacy-friendly player, titled, with a minimal allow list', () => {
    const { container } = render(<ChapterVideo url="https://www.youtube.com/watch?v=dQw4w9WgXcQ" captionsUrl={null} chapterTitle="Box breathing" />);
    const frame = screen.getByTitle('Video: Box breathing');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(frame).toHaveAttribute('allow', 'fullscreen; picture-in-picture');
    expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    expect(container.querySelector('video')).toBeNull();
  });

  it('embeds Vimeo through its player address', () => {
    render(<ChapterVideo url="https://vimeo.com/76979871" captionsUrl={null} chapterTitle="Orienting" />);
    expect(screen.getByTitle('Video: Orienting')).toHaveAttribute('src', 'https://player.vimeo.com/video/76979871?dnt=1');
  });

  it('plays an https video file in the browser player with its captions on by default', () => {
    const { container } = render(
      <ChapterVideo url="https://media.example.org/scan.mp4" captionsUrl="https://media.example.org/scan.vtt" chapterTitle="Body scan" />,
    );
    const video = container.querySelector('video')!;
    expect(video).toHaveAttribute('src', 'https://media.example.org/scan.mp4');
    expect(video).toHaveAttribute('controls');
    const track = video.querySelector('track')!;
    expect(track).toHaveAttribute('kind', 'captions');
    expect(track).toHaveAttribute('src', 'https://media.example.org/scan.vtt');
    expect(track).toHaveAttribute('default');
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('leaves out captions that are not https', () => {
    const { container } = render(<ChapterVideo url="https://media.example.org/scan.mp4" captionsUrl="javascript:alert(1)" chapterTitle="Body scan" />);
    expect(container.querySelector('track')).toBeNull();
  });

  it.each([
    ['a site not on the allow-list', 'https://evil.example/embed/abc', 'Use a YouTube or Vimeo link'],
    ['a plain http address', 'http://www.youtube.com/watch?v=dQw4w9WgXcQ', 'Use an https:// address.'],
    ['a script address', 'javascript:alert(1)', 'Use an https:// address.'],
  ])('refuses %s with a notice and never an iframe', (_what, url, reason) => {
    const { container } = render(<ChapterVideo url={url} captionsUrl={null} chapterTitle="X" />);
    expect(screen.getByText(/This chapter’s video cannot be shown here/)).toHaveTextContent(reason);
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector('video')).toBeNull();
  });
});

describe('ChapterAttachments', () => {
  it('lists web links opening safely in a new tab and drops script or data addresses', () => {
    render(
      <ChapterAttachments
        attachments={[
          { title: 'Worksheet', url: 'https://example.org/worksheet.pdf' },
          { title: 'Bad', url: 'javascript:alert(1)' },
          { title: 'Data', url: 'data:text/html,<script>alert(1)</script>' },
        ]}
      />,
    );
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('Worksheet (opens in a new tab)');
    expect(links[0]).toHaveAttribute('href', 'https://example.org/worksheet.pdf');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
    expect(links[0]).toHaveAttribute('target', '_blank');
  });

  it('shows nothing when there is nothing to link', () => {
    const { container } = render(<ChapterAttachments attachments={[{ title: 'Bad', url: 'javascript:alert(1)' }]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
