import { screen, waitFor, within } from '@testing-library/react';
import { FIELD_KINDS, structuralIssues } from '@engine';
import { describe, expect, it } from 'vitest';
import { renderWorkspace } from '../testing/render';
import { checkIn } from '../testing/definitions';

// whole-workspace renders in jsdom are slow on a busy machine: a generous limit, not a speed check
const SLOW = { timeout: 30_000 };

const announcer = () => screen.getByTestId('builder-announcer');

describe('FormBuilderWorkspace: palette and canvas', SLOW, () => {
  it('uses a valid form in these tests', () => {
    expect(structuralIssues(checkIn())).toEqual([]);
  });

  it('offers every kind of the catalogue and shows sections with their questions, counts and badges', () => {
    renderWorkspace();
    for (const kind of FIELD_KINDS) expect(screen.getByTestId(`palette-${kind.id}`)).toHaveTextContent(kind.label);
    expect(screen.getByTestId('section-count-about')).toHaveTextContent('3 questions');
    expect(screen.getByTestId('question-name')).toHaveTextContent(/Your name.*required/);
    expect(screen.getByTestId('question-perDay')).toHaveTextContent('conditional');
    expect(screen.getByTestId('question-mood')).toHaveTextContent('scored');
    expect(screen.getByTestId('question-smoker')).toHaveTextContent('Yes / no');
    expect(screen.getByTestId('question-name')).toHaveTextContent('Short text');
    expect(screen.getByTestId('question-smoker')).not.toHaveTextContent(/conditional|scored|required/);
    expect(screen.getByRole('button', { name: 'Move Low mood' })).toBe(screen.getByTestId('drag-handle-mood'));
  });

  it('selects a question by click and by Enter, and the side panel shows it', async () => {
    const { user } = renderWorkspace();
    await user.click(screen.getByTestId('question-sleep'));
    expect(screen.getByTestId('question-sleep')).toHaveAttribute('aria-current', 'true');
    expect(within(screen.getByTestId('panel-question')).getByDisplayValue('Poor sleep')).toBeInTheDocument();
    screen.getByTestId('question-smoker').focus();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('question-smoker')).toHaveAttribute('aria-current', 'true');
    expect(screen.getByTestId('question-sleep')).not.toHaveAttribute('aria-current');
    expect(within(screen.getByTestId('panel-question')).getByDisplayValue('Do you smoke?')).toBeInTheDocument();
  });

  it('adds a question from the palette after the selected one, names it uniquely and selects it', async () => {
    const { user, sectionFields } = renderWorkspace();
    await user.click(screen.getByTestId('question-smoker'));
    await user.click(screen.getByTestId('palette-yesNo'));
    expect(sectionFields().about).toEqual(['name', 'smoker', 'yesNo', 'perDay']);
    expect(screen.getByTestId('question-yesNo')).toHaveAttribute('aria-current', 'true');
    expect(announcer()).toHaveTextContent('Added Yes / no question at position 3 of 4 in section “About you”.');
    await user.click(screen.getByTestId('palette-yesNo'));
    expect(sectionFields().about).toEqual(['name', 'smoker', 'yesNo', 'yesNo2', 'perDay']);
  });

  it('adds by keyboard (Enter on a palette button) at the end of the last section when nothing is selected', async () => {
    const { user, sectionFields, latest } = renderWorkspace();
    screen.getByTestId('palette-rating').focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    const added = sectionFields().feelings!.slice(2);
    expect(added).toHaveLength(2);
    expect(new Set(added).size).toBe(2);
    expect(added.every((name) => latest().schema.properties?.[name]?.title === 'New rating scale question')).toBe(true);
  });

  it('adds a section and selects it', async () => {
    const { user, latest } = renderWorkspace();
    await user.click(screen.getByTestId('add-section'));
    const added = latest().sections![2]!;
    expect(added.title).toBe('Section 3');
    expect(screen.getByTestId(`section-title-${added.id}`)).toHaveAttribute('aria-current', 'true');
    expect(screen.getByTestId(`section-${added.id}`)).toHaveTextContent('No questions yet');
  });
});

describe('Move up / Move down', SLOW, () => {
  it('moves within a section and across section boundaries, keeping focus on the button', async () => {
    const { user, sectionFields } = renderWorkspace();
    await user.click(screen.getByTestId('move-up-mood'));
    expect(sectionFields()).toEqual({ about: ['name', 'smoker', 'perDay', 'mood'], feelings: ['sleep'] });
    expect(announcer()).toHaveTextContent('Question “Low mood” moved to position 4 of 4 in section “About you”.');
    await waitFor(() => expect(screen.getByTestId('move-up-mood')).toHaveFocus());

    await user.click(screen.getByTestId('move-down-mood'));
    await user.click(screen.getByTestId('move-down-mood'));
    expect(sectionFields()).toEqual({ about: ['name', 'smoker', 'perDay'], feelings: ['sleep', 'mood'] });
    expect(screen.getByTestId('move-down-mood')).toBeDisabled();
    expect(screen.getByTestId('move-up-name')).toBeDisabled();
  });

  it('moves sections', async () => {
    const { user, latest } = renderWorkspace();
    await user.click(screen.getByTestId('move-section-up-feelings'));
    expect(latest().sections!.map((s) => s.id)).toEqual(['feelings', 'about']);
    expect(announcer()).toHaveTextContent('Section “Mood” moved to section 1 of 2.');
  });
});

describe('undo and redo', SLOW, () => {
  it('undoes and redoes by buttons, saying what happened', async () => {
    const { user, sectionFields } = renderWorkspace();
    const undo = screen.getByTestId('undo');
    expect(undo).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByTestId('move-down-name'));
    expect(undo).toHaveAttribute('aria-disabled', 'false');
    await user.click(undo);
    expect(sectionFields().about).toEqual(['name', 'smoker', 'perDay']);
    expect(announcer()).toHaveTextContent('Undone. Question “Your name” is at position 1 of 3 in section “About you”.');
    expect(screen.getByTestId('redo')).toHaveAttribute('aria-disabled', 'false');
    await user.click(screen.getByTestId('redo'));
    expect(sectionFields().about).toEqual(['smoker', 'name', 'perDay']);
    expect(announcer()).toHaveTextContent(/^Redone\./);
  });

  it('undoes with Ctrl+Z and redoes with Ctrl+Shift+Z, Cmd+Shift+Z and Ctrl+Y', async () => {
    const { user, sectionFields } = renderWorkspace();
    await user.click(screen.getByTestId('move-down-name'));
    await user.keyboard('{Control>}z{/Control}');
    expect(sectionFields().about).toEqual(['name', 'smoker', 'perDay']);
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(sectionFields().about).toEqual(['smoker', 'name', 'perDay']);
    await user.keyboard('{Meta>}z{/Meta}');
    expect(sectionFields().about).toEqual(['name', 'smoker', 'perDay']);
    await user.keyboard('{Control>}y{/Control}');
    expect(sectionFields().about).toEqual(['smoker', 'name', 'perDay']);
  });

  it('does not undo under a dialog of the page', async () => {
    const { user, sectionFields } = renderWorkspace();
    await user.click(screen.getByTestId('move-down-name'));
    const dialog = document.body.appendChild(Object.assign(document.createElement('div'), { role: 'dialog' }));
    dialog.setAttribute('aria-modal', 'true');
    await user.keyboard('{Control>}z{/Control}');
    expect(sectionFields().about).toEqual(['smoker', 'name', 'perDay']);
    dialog.remove();
    await user.keyboard('{Control>}z{/Control}');
    expect(sectionFields().about).toEqual(['name', 'smoker', 'perDay']);
  });

  it('leaves Ctrl+Z to the browser while typing in a text box', async () => {
    const { user, sectionFields, changes } = renderWorkspace();
    await user.click(screen.getByTestId('move-down-name'));
    await user.click(screen.getByTestId('tab-json'));
    await user.click(screen.getByTestId('json-text'));
    const before = changes.length;
    await user.keyboard('{Control>}z{/Control}');
    expect(changes).toHaveLength(before);
    expect(sectionFields().about).toEqual(['smoker', 'name', 'perDay']);
  });
});

describe('removing', SLOW, () => {
  it('asks before removing a question, and Keep it changes nothing', async () => {
    const { user, latest } = renderWorkspace();
    await user.click(screen.getByTestId('remove-name'));
    const confirm = screen.getByTestId('confirm-remove-name');
    expect(confirm).toHaveTextContent('Remove the question “Your name”?');
    await user.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    expect(latest().schema.properties?.name).toBeDefined();
    await user.click(screen.getByTestId('remove-name'));
    await user.click(within(screen.getByTestId('confirm-remove-name')).getByRole('button', { name: 'Remove question' }));
    expect(latest().schema.properties?.name).toBeUndefined();
    expect(screen.queryByTestId('question-name')).not.toBeInTheDocument();
  });

  it('shows why a question a condition uses cannot go, with a link that selects the condition’s question', async () => {
    const { user, latest } = renderWorkspace();
    await user.click(screen.getByTestId('remove-smoker'));
    await user.click(screen.getByRole('button', { name: 'Remove question' }));
    const notice = screen.getByTestId('refusal-notice');
    expect(notice).toHaveTextContent('That change was not made.');
    expect(latest().schema.properties?.smoker).toBeDefined();
    await user.click(within(notice).getByRole('button', { name: 'The condition showing “How many a day?”' }));
    expect(screen.getByTestId('question-perDay')).toHaveAttribute('aria-current', 'true');
  });

  it('links a scale that blocks a removal to the Scoring tab', async () => {
    const { user } = renderWorkspace();
    await user.click(screen.getByTestId('remove-mood'));
    await user.click(screen.getByRole('button', { name: 'Remove question' }));
    await user.click(within(screen.getByTestId('refusal-notice')).getByRole('button', { name: /Scale “Wellbeing”/ }));
    expect(screen.getByTestId('tab-scoring')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('panel-scoring')).toBeVisible();
  });

  it('removes a section but keeps its questions in the neighbouring section when asked', async () => {
    const { user, latest } = renderWorkspace();
    await user.click(screen.getByTestId('remove-section-about'));
    await user.click(screen.getByRole('button', { name: 'Keep the questions: move them to “Mood”' }));
    expect(latest().sections).toEqual([{ id: 'feelings', title: 'Mood', fields: ['mood', 'sleep', 'name', 'smoker', 'perDay'] }]);
  });
});
