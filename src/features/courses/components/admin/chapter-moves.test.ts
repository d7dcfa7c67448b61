import { describe, expect, it } from 'vitest';
import { cancelledText, droppedText, keyboardStep, movedText, overText, pickedUpText } from './chapter-moves';

describe('chapter move announcements', () => {
  it('say titles and positions in words', () => {
    expect(pickedUpText('Breathing', 0, 3)).toBe('Picked up chapter “Breathing”. It is at position 1 of 3.');
    expect(overText('Breathing', 0, 2, 3)).toBe('Chapter “Breathing” would move to position 3 of 3.');
    expect(overText('Breathing', 1, 1, 3)).toBe('Chapter “Breathing” is back at its place, position 2 of 3.');
    expect(droppedText('Breathing', 0, 2, 3)).toBe('Chapter “Breathing” moved to position 3 of 3.');
    expect(droppedText('Breathing', 2, 2, 3)).toBe('Chapter “Breathing” was dropped where it was, position 3 of 3.');
    expect(cancelledText('Breathing', 0, 3)).toBe('Moving chapter “Breathing” was cancelled. It stays at position 1 of 3.');
    expect(movedText('Breathing', 1, 3)).toBe('Chapter “Breathing” moved to position 2 of 3.');
  });
});

describe('keyboardStep', () => {
  it('moves one place per key and stops at either end', () => {
    expect(keyboardStep(0, 1, 3)).toBe(1);
    expect(keyboardStep(2, 1, 3)).toBeNull();
    expect(keyboardStep(0, -1, 3)).toBeNull();
    expect(keyboardStep(2, -1, 3)).toBe(1);
  });
});
