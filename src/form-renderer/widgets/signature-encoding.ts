/** A point on the signature pad, in pad pixels. */
export type Point = readonly [number, number];
export type Stroke = readonly Point[];

/** Drawn signatures are stored as this kind of data URL; anything else is a typed name. */
export const DRAWN_SIGNATURE_PREFIX = 'data:image/svg+xml,';

/** Firestore documents are capped at 1 MiB; a signature must stay a small part of a response. */
export const SIGNATURE_MAX_CHARS = 20_000;

function distanceToSegment([px, py]: Point, [ax, ay]: Point, [bx, by]: Point): number {
  const dx = bx - ax;
  const dy = by - ay;
  const lengthSquared = dx * dx + dy * dy;
  if (lengthSquared === 0) return Math.hypot(px - ax, py - ay);
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / lengthSquared));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

/** Ramer-Douglas-Peucker: drop points closer than `tolerance` to the line their neighbours make. */
export function simplifyStroke(stroke: Stroke, tolerance: number): Stroke {
  if (stroke.length <= 2) return stroke;
  const first = stroke[0]!;
  const last = stroke[stroke.length - 1]!;
  let farthest = 0;
  let index = 0;
  for (let i = 1; i < stroke.length - 1; i++) {
    const d = distanceToSegment(stroke[i]!, first, last);
    if (d > farthest) {
      farthest = d;
      index = i;
    }
  }
  if (farthest <= tolerance) return [first, last];
  const left = simplifyStroke(stroke.slice(0, index + 1), tolerance);
  const right = simplifyStroke(stroke.slice(index), tolerance);
  return [...left.slice(0, -1), ...right];
}

/** An SVG path of whole-pixel moves and lines; a single tap becomes a dot. */
export function strokesToPath(strokes: readonly Stroke[]): string {
  return strokes
    .filter((s) => s.length > 0)
    .map((stroke) => {
      const points = stroke.length === 1 ? [stroke[0]!, [stroke[0]![0] + 0.5, stroke[0]![1]] as Point] : stroke;
      return points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${Math.round(x)} ${Math.round(y)}`).join('');
    })
    .join('');
}

function svgDataUrl(path: string, width: number, height: number): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}">` +
    `<path d="${path}" fill="none" stroke="#000" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/></svg>`;
  return DRAWN_SIGNATURE_PREFIX + encodeURIComponent(svg);
}

/**
 * A drawn signature as a small SVG data URL, simplified harder until it fits SIGNATURE_MAX_CHARS
 * (null when nothing was drawn).
 */
export function encodeSignature(strokes: readonly Stroke[], width: number, height: number): string | null {
  if (!strokes.some((s) => s.length > 0)) return null;
  let tolerance = 0.75;
  for (;;) {
    const url = svgDataUrl(strokesToPath(strokes.map((s) => simplifyStroke(s, tolerance))), width, height);
    if (url.length <= SIGNATURE_MAX_CHARS || tolerance > Math.max(width, height)) return url;
    tolerance *= 2;
  }
}

/** Whether a stored signature was drawn (an image) rather than typed (a name). */
export function isDrawnSignature(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith(DRAWN_SIGNATURE_PREFIX);
}
