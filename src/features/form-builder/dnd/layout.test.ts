import { describe, expect, it } from 'vitest';
import { paletteDndId, questionDndId as q, sectionDndId, zoneDndId } from './ids';
import { dropBeside, dropEdit, dropLayout, layoutOf, positionOf, sectionDropIndex, stepQuestion, stepSection } from './layout';
import { newQuestionTitle } from './new-question';

const layout = layoutOf([
  { id: 'about', title: 'About you', fields: ['name', 'age', 'email'] },
  { id: 'empty', title: 'Nothing yet', fields: [] },
  { id: 'mood', title: 'Mood', fields: ['sleep', 'appetite'] },
]);
const names = (l: ReturnType<typeof layoutOf>) => l.map((s) => `${s.id}: ${s.items.map((i) => i.split(':')[1]).join(' ')}`);
const newName = () => 'shortText1';

describe('dropLayout: where a dragged question lands', () => {
  it('takes the place of a question in its own section (a sortable move, both directions)', () => {
    expect(names(dropLayout(layout, q('name'), q('email'), false))[0]).toBe('about: age email name');
    expect(names(dropLayout(layout, q('email'), q('name'), true))[0]).toBe('about: email name age');
  });

  it('goes before a question of another section, or after it when below it', () => {
    expect(names(dropLayout(layout, q('age'), q('sleep'), false))).toEqual(['about: name email', 'empty: ', 'mood: age sleep appetite']);
    expect(names(dropLayout(layout, q('age'), q('sleep'), true))).toEqual(['about: name email', 'empty: ', 'mood: sleep age appetite']);
  });

  it('goes into an empty section over its question list, first or last in a section it is not in', () => {
    expect(names(dropLayout(layout, q('sleep'), zoneDndId('empty'), false))[1]).toBe('empty: sleep');
    expect(names(dropLayout(layout, q('sleep'), sectionDndId('about'), true))[0]).toBe('about: name age email sleep');
    expect(names(dropLayout(layout, q('sleep'), sectionDndId('about'), false))[0]).toBe('about: sleep name age email');
  });

  it('changes nothing (same object) over itself, nowhere, or its own section', () => {
    expect(dropLayout(layout, q('age'), q('age'), false)).toBe(layout);
    expect(dropLayout(layout, q('age'), null, false)).toBe(layout);
    expect(dropLayout(layout, q('age'), zoneDndId('about'), true)).toBe(layout);
    expect(dropLayout(layout, q('age'), 'nonsense', true)).toBe(layout);
  });

  it('keeps the identity of sections it does not touch', () => {
    const next = dropLayout(layout, q('name'), q('age'), false);
    expect(next[1]).toBe(layout[1]);
    expect(next[2]).toBe(layout[2]);
  });

  it('places a new question from the palette, then moves it like any other', () => {
    const p = paletteDndId('rating');
    const placed = dropLayout(layout, p, q('appetite'), true);
    expect(names(placed)[2]).toBe('mood: sleep appetite rating');
    expect(names(dropLayout(placed, p, q('sleep'), false))[2]).toBe('mood: rating sleep appetite');
  });
});

describe('dropBeside: where a question dropped by pointer lands (the half of the row decides)', () => {
  it('goes before a question when the pointer is on its upper half, after it on its lower half, in its own section too', () => {
    expect(names(dropBeside(layout, q('name'), q('email'), false))[0]).toBe('about: age name email');
    expect(names(dropBeside(layout, q('name'), q('email'), true))[0]).toBe('about: age email name');
    expect(names(dropBeside(layout, q('email'), q('name'), false))[0]).toBe('about: email name age');
    expect(names(dropBeside(layout, q('email'), q('name'), true))[0]).toBe('about: name email age');
  });

  it('across sections, as dropLayout', () => {
    for (const below of [false, true]) {
      expect(dropBeside(layout, q('age'), q('sleep'), below)).toEqual(dropLayout(layout, q('age'), q('sleep'), below));
      expect(dropBeside(layout, q('age'), zoneDndId('empty'), below)).toEqual(dropLayout(layout, q('age'), zoneDndId('empty'), below));
      expect(dropBeside(layout, q('age'), sectionDndId('mood'), below)).toEqual(dropLayout(layout, q('age'), sectionDndId('mood'), below));
    }
  });

  it('changes nothing (same object) beside its own neighbours, over itself or nowhere', () => {
    expect(dropBeside(layout, q('age'), q('name'), true)).toBe(layout);
    expect(dropBeside(layout, q('age'), q('email'), false)).toBe(layout);
    expect(dropBeside(layout, q('age'), q('age'), true)).toBe(layout);
    expect(dropBeside(layout, q('age'), null, true)).toBe(layout);
    expect(dropBeside(layout, q('age'), zoneDndId('about'), true)).toBe(layout);
  });

  it('is stable once applied: the same half of the same row changes nothing more', () => {
    const p = paletteDndId('rating');
    for (const [over, below] of [[q('age'), false], [q('age'), true], [q('sleep'), false], [q('appetite'), true]] as const) {
      const once = dropBeside(layout, p, over, below);
      expect(dropBeside(once, p, over, below)).toBe(once);
      expect(dropBeside(once, p, p, below)).toBe(once);
    }
  });
});

describe('dropEdit: the one edit a drop makes', () => {
  it('moves a question to its final index (the engine removes it, then inserts at the index)', () => {
    const after = dropLayout(layout, q('name'), q('email'), false);
    expect(dropEdit(layout, after, q('name'), newName)).toEqual({ type: 'moveField', name: 'name', section: 'about', index: 2 });
    const across = dropLayout(layout, q('email'), q('appetite'), true);
    expect(dropEdit(layout, across, q('email'), newName)).toEqual({ type: 'moveField', name: 'email', section: 'mood', index: 2 });
  });

  it('makes no edit when the question is dropped where it was', () => {
    expect(dropEdit(layout, layout, q('age'), newName)).toBeNull();
  });

  it('adds the palette kind where its placeholder stands, with a fresh name and the title its palette button gives', () => {
    const placed = dropLayout(layout, paletteDndId('shortText'), zoneDndId('empty'), false);
    expect(dropEdit(layout, placed, paletteDndId('shortText'), newName)).toEqual({
      type: 'addField', kind: 'shortText', name: 'shortText1', title: 'New short text question', section: 'empty', index: 0,
    });
    expect(newQuestionTitle('shortText')).toBe('New short text question');
  });

  it('adds nothing when the palette item never reached a section', () => {
    expect(dropEdit(layout, layout, paletteDndId('shortText'), newName)).toBeNull();
  });
});

describe('sections', () => {
  it('a dragged section takes the index of the section it is over (or of the section holding what it is over)', () => {
    expect(sectionDropIndex(layout, 'about', sectionDndId('mood'))).toBe(2);
    expect(sectionDropIndex(layout, 'mood', q('age'))).toBe(0);
    expect(sectionDropIndex(layout, 'mood', zoneDndId('empty'))).toBe(1);
    expect(sectionDropIndex(layout, 'mood', sectionDndId('mood'))).toBeNull();
    expect(sectionDropIndex(layout, 'mood', null)).toBeNull();
  });

  it('steps up and down, not past either end', () => {
    expect(stepSection(layout, 'empty', -1)).toBe(0);
    expect(stepSection(layout, 'empty', 1)).toBe(2);
    expect(stepSection(layout, 'about', -1)).toBeNull();
    expect(stepSection(layout, 'mood', 1)).toBeNull();
  });
});

describe('stepQuestion: Move up / Move down', () => {
  it('moves within a section', () => {
    expect(stepQuestion(layout, 'age', -1)).toEqual({ section: 'about', index: 0 });
    expect(stepQuestion(layout, 'age', 1)).toEqual({ section: 'about', index: 2 });
  });

  it('crosses section boundaries: the first question up goes to the end of the previous section', () => {
    expect(stepQuestion(layout, 'sleep', -1)).toEqual({ section: 'empty', index: 0 });
    expect(stepQuestion(layoutOf([{ id: 'a', title: 'A', fields: ['x', 'y'] }, { id: 'b', title: 'B', fields: ['z'] }]), 'z', -1)).toEqual({
      section: 'a', index: 2,
    });
  });

  it('the last question down goes to the start of the next section', () => {
    expect(stepQuestion(layout, 'email', 1)).toEqual({ section: 'empty', index: 0 });
  });

  it('stops at the very top and bottom of the form', () => {
    expect(stepQuestion(layout, 'name', -1)).toBeNull();
    expect(stepQuestion(layout, 'appetite', 1)).toBeNull();
    expect(stepQuestion(layout, 'unknown', 1)).toBeNull();
  });
});

describe('positionOf', () => {
  it('says the section, index and count', () => {
    expect(positionOf(layout, q('email'))).toEqual({ section: 'about', index: 2, count: 3 });
    expect(positionOf(layout, q('nobody'))).toBeNull();
  });
});
