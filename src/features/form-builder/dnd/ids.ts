/**
 * The ids @dnd-kit sees on the canvas and palette. One id space for every draggable and droppable,
 * so a prefix says what a thing is (variable names and section ids never contain a colon).
 */
import type { FieldKindId } from '@engine';

export type DndItem =
  | { type: 'question'; name: string }
  | { type: 'section'; id: string }
  | { type: 'palette'; kind: FieldKindId }
  /** the question list of a section: where a question lands in an empty section */
  | { type: 'zone'; section: string };

export const questionDndId = (name: string): string => `question:${name}`;
export const sectionDndId = (id: string): string => `section:${id}`;
export const paletteDndId = (kind: FieldKindId): string => `palette:${kind}`;
export const zoneDndId = (section: string): string => `zone:${section}`;

export function parseDndId(id: string | number | null | undefined): DndItem | null {
  if (typeof id !== 'string') return null;
  const colon = id.indexOf(':');
  if (colon < 0) return null;
  const rest = id.slice(colon + 1);
  switch (id.slice(0, colon)) {
    case 'question':
      return { type: 'question', name: rest };
    case 'section':
      return { type: 'section', id: rest };
    case 'palette':
      return { type: 'palette', kind: rest as FieldKindId };
    case 'zone':
      return { type: 'zone', section: rest };
    default:
      return null;
  }
}
