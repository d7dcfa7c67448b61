/**
 * The workspace's polite live region. It keeps its own state, so announcing a sentence redraws this
 * element only (not the workspace, whose redraw would reach the canvas).
 */
import { useEffect, useState } from 'react';

export type Speak = (text: string) => void;

export function Announcer({ register }: { register(speak: Speak | null): void }) {
  const [message, setMessage] = useState({ text: '', n: 0 });
  useEffect(() => {
    register((text) => setMessage((m) => ({ text, n: m.n + 1 })));
    return () => register(null);
  }, [register]);
  return (
    <div className="visually-hidden" role="status" aria-live="polite" data-testid="builder-announcer">
      {/* a new text node each time, so the same sentence twice is read twice */}
      <span key={message.n}>{message.text}</span>
    </div>
  );
}
