import { describe, expect, it } from 'vitest';
import { overText, type Names } from './announcements';
import { paletteDndId, questionDndId as q, zoneDndId } from './ids';
import { dropEdit, layoutOf, type Layout } from './layout';
import { followPointer, landingOn, pointerHit, type PointerHit } from './pointer';

const before = layoutOf([
  { id: 'one', title: 'One', fields: ['short', 'number', 'email'] },
  { id: 'two', title: 'Two', fields: [] },
]);
const names: Names = { question: (n) => n, section: (id) => id, kind: () => 'Rating scale' };
const p = paletteDndId('rating');
const up = (id: string): PointerHit => ({ overId: id, below: false });
const down = (id: string): PointerHit => ({ overId: id, below: true });

/**
 * A pointer drag as BuilderDnd follows it: every move applies the hit to the layout, and a changed
 * layout is announced. Returns the sentences said and the edit the drop makes.
 */
function drag(active: string, hits: (PointerHit | null)[]) {
  let layout: Layout = before;
  let lost = !landingOn(before, active);
  const said: string[] = [];
  for (const hit of hits) {
    const next = followPointer(layout, before, active, hit);
    if (next === layout && !hit === lost) continue;
    layout = next;
    lost = !hit;
    said.push(overText(before, hit ? landingOn(layout, active) : null, active, names));
  }
  const landed = landingOn(layout, active);
  return { said, edit: landed && dropEdit(before, landed, active, () => 'rating') };
}

describe('a pointer drag: the layout follows the half of the row the pointer is on, the drop lands where it was last said', () => {
  it('a new question carried in on a slant: lower half of "number", then its upper half without leaving the row', () => {
    const { said, edit } = drag(p, [null, down(q('number')), down(q('number')), up(q('number')), up(q('number')), up(p)]);
    expect(said).toEqual([
      'The new Rating scale question would be added at position 3 of 4 in section “one”.',
      'The new Rating scale question would be added at position 2 of 4 in section “one”.',
    ]);
    expect(edit).toMatchObject({ type: 'addField', section: 'one', index: 1 });
  });

  it('the reverse: upper half first, then the lower half of the same row', () => {
    const { said, edit } = drag(p, [up(q('email')), down(q('email'))]);
    expect(said.at(-1)).toBe('The new Rating scale question would be added at position 4 of 4 in section “one”.');
    expect(edit).toMatchObject({ type: 'addField', section: 'one', index: 3 });
  });

  it('a question moved within its own section goes beside the row, by the half', () => {
    const { said, edit } = drag(q('short'), [up(q('number')), down(q('number')), down(q('email')), up(q('email'))]);
    expect(said).toEqual([
      'Question “short” would move to position 2 of 3 in section “one”.',
      'Question “short” would move to position 3 of 3 in section “one”.',
      'Question “short” would move to position 2 of 3 in section “one”.',
    ]);
    expect(edit).toEqual({ type: 'moveField', name: 'short', section: 'one', index: 1 });
  });

  it('over nothing it goes back where it was, says so, and the drop changes nothing', () => {
    const question = drag(q('email'), [up(zoneDndId('two')), null]);
    expect(question.said).toEqual(['Question “email” would move to position 1 of 1 in section “two”.', 'Question “email” is not over a section.']);
    expect(question.edit).toBeNull();
    const added = drag(p, [null, down(q('email')), null]);
    expect(added.said.at(-1)).toBe('New Rating scale question is not over a section.');
    expect(added.edit).toBeNull();
  });
});

describe('pointerHit', () => {
  it('reads the hit from the first collision, and nothing else', () => {
    expect(pointerHit([{ id: 'question:a', data: { overId: 'question:a', below: true } }])).toEqual({ overId: 'question:a', below: true });
    expect(pointerHit([{ id: 'question:a' }])).toBeNull();
    expect(pointerHit([])).toBeNull();
    expect(pointerHit(null)).toBeNull();
  });
});
