import { describe, expect, it } from 'vitest';
import { videoSource } from './video';

describe('videoSource', () => {
  it('embeds YouTube links of every common shape through youtube-nocookie', () => {
    for (const link of ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3', 'https://youtu.be/dQw4w9WgXcQ', 'https://m.youtube.com/shorts/dQw4w9WgXcQ']) {
      expect(videoSource(link)).toEqual({ kind: 'youtube', embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' });
    }
  });
  it('embeds Vimeo by number only', () => {
    expect(videoSource('https://vimeo.com/76979871')).toEqual({ kind: 'vimeo', embedUrl: 'https://player.vimeo.com/video/76979871?dnt=1' });
    expect(videoSource('https://vimeo.com/channels/staff').kind).toBe('unsupported');
  });
  it('plays https video files and refuses everything else with a reason', () => {
    expect(videoSource('https://cdn.example.org/a/b.MP4')).toEqual({ kind: 'file', url: 'https://cdn.example.org/a/b.MP4' });
    expect(videoSource('http://cdn.example.org/b.mp4')).toMatchObject({ kind: 'unsupported', reason: 'Use an https:// address.' });
    expect(videoSource('javascript:alert(1)').kind).toBe('unsupported');
    expect(videoSource('https://evil.example/watch?v=dQw4w9WgXcQ').kind).toBe('unsupported');
    expect(videoSource('https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ').kind).toBe('unsupported');
    expect(videoSource('not a url')).toMatchObject({ reason: 'This is not a web address.' });
  });
});
