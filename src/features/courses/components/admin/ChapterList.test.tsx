import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { dragAnnouncements as live, dragByKeyboardInJsdom, nextTask, pickUpByKeyboard } from '../../../../ui/testing/keyboard-drag';
import { ChapterList } from './ChapterList';
import type { ChapterDraft } from './course-draft';

// Keyboard moves in jsdom (no layout: the keyboard plan never reads where rows are drawn). Pointer
// drags need real layout; the keyboard walk in Chromium is tests/e2e/courses-admin.spec.ts.
const chapter = (id: string, title: string): ChapterDraft => ({
  id, title, minutes: '10', published: true, markdown: '', videoUrl: '', captionsUrl: '', attachments: [],
});
const chapters = [chapter('a', 'Arriving'), chapter('b', 'Breathing out'), chapter('c', 'Settling')];

const press = (code: string) => act(() => void fireEvent.keyDown(document.activeElement ?? document.body, { code, key: code === 'Space' ? ' ' : code }));

function renderList() {
  const onMove = vi.fn();
  render(<ChapterList chapters={chapters} selectedId="a" withProblems={new Set(['b'])} onSelect={() => {}} onMove={onMove} onRemove={() => {}} />);
  return { onMove };
}

const pickUp = (name: string) => pickUpByKeyboard(screen.getByRole('button', { name }));

dragByKeyboardInJsdom();

describe('ChapterList by keyboard', { timeout: 30_000 }, () => {
  it('moves a chapter one place per arrow key, saying each step, and reports one move at the drop', async () => {
    const { onMove } = renderList();
    await pickUp('Move Settling');
    expect(live()).toHaveTextContent('Picked up chapter “Settling”. It is at position 3 of 3.');
    press('ArrowUp');
    expect(live()).toHaveTextContent('Chapter “Settling” would move to position 2 of 3.');
    press('ArrowUp');
    press('ArrowUp');
    expect(live()).toHaveTextContent('Chapter “Settling” would move to position 1 of 3.');
    press('Space');
    await nextTask();
    expect(live()).toHaveTextContent('Chapter “Settling” moved to position 1 of 3.');
    expect(onMove).toHaveBeenCalledTimes(1);
    expect(onMove).toHaveBeenCalledWith('c', 0, 'drag');
  });

  it('Escape cancels: nothing moves, and it says where the chapter stays', async () => {
    const { onMove } = renderList();
    await pickUp('Move Arriving');
    press('ArrowDown');
    press('Escape');
    await nextTask();
    expect(live()).toHaveTextContent('Moving chapter “Arriving” was cancelled. It stays at position 1 of 3.');
    expect(onMove).not.toHaveBeenCalled();
  });

  it('marks the chosen chapter and chapters with a problem, and moves with Up and Down (not past either end)', () => {
    const { onMove } = renderList();
    expect(screen.getByRole('button', { name: '1. Arriving' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByTestId('chapter-row-b')).toHaveTextContent('Needs a fix');
    fireEvent.click(screen.getByRole('button', { name: 'Move Arriving up' }));
    expect(onMove).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Move Arriving down' }));
    expect(onMove).toHaveBeenCalledWith('a', 1, 'button');
  });
});
