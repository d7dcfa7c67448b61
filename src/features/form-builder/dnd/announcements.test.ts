import { describe, expect, it } from 'vitest';
import { cancelledText, droppedText, movedText, overText, pickedUpText, type Names } from './announcements';
import { paletteDndId, questionDndId as q, sectionDndId, zoneDndId } from './ids';
import { dropLayout, layoutOf } from './layout';

const titles: Record<string, string> = { sleep: 'Trouble sleeping', appetite: 'Poor appetite', name: 'Your name', age: 'Age' };
const sections: Record<string, string> = { about: 'About you', symptoms: 'Symptoms' };
const names: Names = { question: (n) => titles[n]!, section: (id) => sections[id]!, kind: () => 'Rating scale' };
const layout = layoutOf([
  { id: 'about', title: 'About you', fields: ['name', 'age'] },
  { id: 'symptoms', title: 'Symptoms', fields: ['sleep', 'appetite'] },
]);

describe('drag announcements', () => {
  it('say the title and "position n of m in section" on pick-up, never ids', () => {
    const text = pickedUpText(layout, q('appetite'), names);
    expect(text).toBe('Picked up question “Poor appetite”. It is at position 2 of 2 in section “Symptoms”.');
    expect(text).not.toMatch(/question:|section:|zone:/);
  });

  it('say where a question would land while it moves, counting it in its new section', () => {
    const landed = dropLayout(layout, q('age'), q('sleep'), true);
    expect(overText(layout, landed, q('age'), names)).toBe('Question “Age” would move to position 2 of 3 in section “Symptoms”.');
    expect(overText(layout, layout, q('age'), names)).toBe('Question “Age” is back at its place, position 2 of 2 in section “About you”.');
    expect(overText(layout, null, q('age'), names)).toBe('Question “Age” is not over a section.');
  });

  it('say where it was dropped, or that it stayed', () => {
    const landed = dropLayout(layout, q('sleep'), q('name'), false);
    expect(droppedText(layout, landed, q('sleep'), names)).toBe('Question “Trouble sleeping” moved to position 1 of 3 in section “About you”.');
    expect(droppedText(layout, layout, q('sleep'), names)).toBe('Question “Trouble sleeping” was dropped where it was, position 1 of 2 in section “Symptoms”.');
  });

  it('say where a new question from the palette would be added, and that it was', () => {
    const p = paletteDndId('rating');
    expect(pickedUpText(layout, p, names)).toBe('Picked up a new Rating scale question.');
    const landed = dropLayout(layout, p, zoneDndId('symptoms'), true);
    expect(overText(layout, landed, p, names)).toBe('The new Rating scale question would be added at position 3 of 3 in section “Symptoms”.');
    expect(droppedText(layout, landed, p, names)).toBe('New Rating scale question added at position 3 of 3 in section “Symptoms”.');
    expect(droppedText(layout, null, p, names)).toBe('The new Rating scale question was not added: drop it on a section.');
    expect(cancelledText(layout, p, names)).toBe('Adding a new Rating scale question was cancelled.');
  });

  it('say a section’s place among the sections', () => {
    expect(pickedUpText(layout, sectionDndId('symptoms'), names)).toBe('Picked up section “Symptoms”, section 2 of 2.');
    const swapped = [layout[1]!, layout[0]!];
    expect(overText(layout, swapped, sectionDndId('symptoms'), names)).toBe('Section “Symptoms” would move to section 1 of 2.');
    expect(droppedText(layout, swapped, sectionDndId('symptoms'), names)).toBe('Section “Symptoms” moved to section 1 of 2.');
    expect(cancelledText(layout, sectionDndId('symptoms'), names)).toBe('Moving section “Symptoms” was cancelled. It stays section 2 of 2.');
  });

  it('say where a cancelled question stays, and where a moved one is now', () => {
    expect(cancelledText(layout, q('name'), names)).toBe('Moving question “Your name” was cancelled. It stays at position 1 of 2 in section “About you”.');
    const after = dropLayout(layout, q('name'), q('appetite'), true);
    expect(movedText(after, q('name'), names)).toBe('Question “Your name” moved to position 3 of 3 in section “Symptoms”.');
  });
});
