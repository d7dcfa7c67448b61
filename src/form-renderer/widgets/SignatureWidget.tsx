import { useRef, type PointerEvent as ReactPointerEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { useWidget } from './widget-state.ts';
import { encodeSignature, isDrawnSignature, type Point } from './signature-encoding.ts';

/** The pad's drawing size in pixels; CSS scales it to the screen, points are mapped back. */
const PAD_WIDTH = 600;
const PAD_HEIGHT = 180;

function padPoint(canvas: HTMLCanvasElement, event: ReactPointerEvent): Point {
  const rect = canvas.getBoundingClientRect();
  const x = rect.width > 0 ? ((event.clientX - rect.left) * PAD_WIDTH) / rect.width : event.clientX;
  const y = rect.height > 0 ? ((event.clientY - rect.top) * PAD_HEIGHT) / rect.height : event.clientY;
  return [x, y];
}

function inkOf(canvas: HTMLCanvasElement): CanvasRenderingContext2D | null {
  const ink = canvas.getContext('2d');
  if (ink) {
    ink.lineWidth = 3;
    ink.lineCap = 'round';
    ink.lineJoin = 'round';
    ink.strokeStyle = '#000';
  }
  return ink;
}

/**
 * A signature ("ui:widget": "signature"): drawn on a canvas with a finger, stylus or mouse and
 * stored as a small SVG data URL, or typed as a full name (the keyboard route).
 */
export function SignatureWidget(props: WidgetProps) {
  const { id, required } = props;
  const { value, setValue, locked, aria } = useWidget(props);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const strokes = useRef<Point[][]>([]);
  const current = useRef<Point[] | null>(null);
  const drawn = isDrawnSignature(value);
  const typed = !drawn && typeof value === 'string' ? value : '';

  const wipe = (): void => {
    strokes.current = [];
    const canvas = canvasRef.current;
    canvas?.getContext('2d')?.clearRect(0, 0, PAD_WIDTH, PAD_HEIGHT);
  };

  const start = (event: ReactPointerEvent<HTMLCanvasElement>): void => {
    if (locked) return;
    const canvas = event.currentTarget;
    canvas.setPointerCapture?.(event.pointerId);
    // keep focus here (a touch would not move it), so Tab carries on to Clear drawing and Submit
    canvas.focus({ preventScroll: true });
    // a new drawing replaces a saved one or a typed name
    if (!drawn || strokes.current.length === 0) wipe();
    const point = padPoint(canvas, event);
    current.current = [point];
    const ink = inkOf(canvas);
    ink?.beginPath();
    ink?.moveTo(point[0], point[1]);
  };

  const move = (event: ReactPointerEvent<HTMLCanvasElement>): void => {
    const stroke = current.current;
    if (!stroke) return;
    const point = padPoint(event.currentTarget, event);
    const previous = stroke[stroke.length - 1]!;
    stroke.push(point);
    const ink = inkOf(event.currentTarget);
    ink?.beginPath();
    ink?.moveTo(previous[0], previous[1]);
    ink?.lineTo(point[0], point[1]);
    ink?.stroke();
  };

  const end = (): void => {
    const stroke = current.current;
    if (!stroke) return;
    current.current = null;
    strokes.current.push(stroke);
    setValue(encodeSignature(strokes.current, PAD_WIDTH, PAD_HEIGHT) ?? undefined);
  };

  return (
    <div className="af-signature">
      <div className="af-signature__pad">
        {drawn && strokes.current.length === 0 ? (
          <img className="af-signature__saved" src={value} alt="Your saved signature" />
        ) : null}
        <canvas
          ref={canvasRef}
          width={PAD_WIDTH}
          height={PAD_HEIGHT}
          className="af-signature__canvas"
          role="img"
          aria-label="Signature pad: draw your signature with a finger, stylus or mouse"
          // focusable by pointer but never a Tab stop: keyboard users type their name below
          tabIndex={-1}
          onPointerDown={start}
          onPointerMove={move}
          onPointerUp={end}
          onPointerCancel={end}
        />
      </div>
      <div className="af-signature__actions">
        <button
          type="button"
          className="af-button af-button--secondary"
          disabled={locked || !drawn}
          onClick={() => {
            wipe();
            setValue(undefined);
          }}
        >
          Clear drawing
        </button>
        <span className="af-signature__status" aria-live="polite">
          {drawn ? 'Signature drawn' : ''}
        </span>
      </div>
      <label className="af-label af-signature__typed-label" htmlFor={`${id}-typed`}>
        Or type your full name as your signature
      </label>
      <input
        id={`${id}-typed`}
        name={`${id}-typed`}
        className="af-input af-signature__typed"
        type="text"
        autoComplete="name"
        value={typed}
        required={required && !drawn}
        readOnly={locked}
        onChange={(event) => {
          if (drawn) wipe();
          setValue(event.target.value);
        }}
        {...aria}
      />
    </div>
  );
}
