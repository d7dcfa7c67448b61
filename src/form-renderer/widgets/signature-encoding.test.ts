import { describe, expect, it } from 'vitest';
import {
  DRAWN_SIGNATURE_PREFIX,
  SIGNATURE_MAX_CHARS,
  encodeSignature,
  isDrawnSignature,
  simplifyStroke,
  strokesToPath,
  type Point,
} from './signature-encoding.ts';

describe('signature encoding', () => {
  it('drops points that lie on the line between their neighbours, keeping the ends and corners', () => {
    const line: Point[] = [[0, 0], [1, 0.1], [2, 0], [3, 0.1], [4, 0], [4, 4]];
    expect(simplifyStroke(line, 0.5)).toEqual([[0, 0], [4, 0], [4, 4]]);
  });

  it('writes whole-pixel SVG path commands, one move per stroke, a dot for a tap', () => {
    expect(strokesToPath([[[1.2, 2.7], [10.4, 3]], [[5, 5]]])).toBe('M1 3L10 3M5 5L6 5');
  });

  it('stores a drawing as an SVG data URL and nothing when nothing was drawn', () => {
    const url = encodeSignature([[[10, 10], [50, 40], [90, 10]]], 600, 180)!;
    expect(isDrawnSignature(url)).toBe(true);
    expect(decodeURIComponent(url.slice(DRAWN_SIGNATURE_PREFIX.length))).toContain('d="M10 10L50 40L90 10"');
    expect(encodeSignature([], 600, 180)).toBeNull();
    expect(isDrawnSignature('Sam Member')).toBe(false);
  });

  it('simplifies a long scribble until it fits the size cap for a Firestore document', () => {
    // 40 strokes of 400 jittery points: far over the cap before simplification
    const strokes = Array.from({ length: 40 }, (_, s) =>
      Array.from({ length: 400 }, (_, i): Point => [i * 1.5, 20 + s * 4 + ((i * 7919) % 13)]),
    );
    const raw = strokesToPath(strokes);
    expect(raw.length).toBeGreaterThan(SIGNATURE_MAX_CHARS);
    const url = encodeSignature(strokes, 600, 180)!;
    expect(url.length).toBeLessThanOrEqual(SIGNATURE_MAX_CHARS);
    expect(isDrawnSignature(url)).toBe(true);
  });
});
