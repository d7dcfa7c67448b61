import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { validateDefinition } from '@engine';
import { PropertyPanel } from '../PropertyPanel';
import { renderInBuilder } from '../../../testing/render';
import { sampleDefinition } from '../../../testing/definitions';

const LOINC = 'http://loinc.org';

describe('CodesEditor', { timeout: 20_000 }, () => {
  it('adds, edits and removes a question’s codes, each reaching the definition', async () => {
    const def = sampleDefinition();
    const name = Object.keys(def.schema.properties!)[0]!;
    const { user, store } = renderInBuilder(<PropertyPanel />, def, { kind: 'field', name });
    const codes = () => store.getState().definition.codes?.fields?.[name];

    await user.click(screen.getByText('Codes (for other health services)'));
    const add = screen.getByRole('form', { name: 'Add a code to this question' });
    await user.type(within(add).getByLabelText('Code system'), LOINC);
    await user.type(within(add).getByLabelText('Code'), '44261-6');
    await user.type(within(add).getByLabelText('Display text (optional)'), 'PHQ-9 total');
    await user.keyboard('{Enter}');
    expect(codes()).toEqual([{ system: LOINC, code: '44261-6', display: 'PHQ-9 total' }]);
    expect(within(screen.getByRole('list', { name: 'Codes of this question' })).getByText('44261-6')).toBeInTheDocument();
    expect(within(add).getByLabelText('Code')).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Edit code 44261-6' }));
    const change = screen.getByRole('form', { name: 'Change code 44261-6' });
    await user.clear(within(change).getByLabelText('Code'));
    await user.type(within(change).getByLabelText('Code'), '44249-1');
    await user.click(within(change).getByRole('button', { name: 'Save code' }));
    expect(codes()).toEqual([{ system: LOINC, code: '44249-1', display: 'PHQ-9 total' }]);
    expect(validateDefinition(store.getState().definition)).toMatchObject({ ok: true });

    await user.click(screen.getByRole('button', { name: 'Remove code 44249-1' }));
    expect(store.getState().definition.codes).toBeUndefined();
    expect(screen.getByText(/No codes yet/)).toBeInTheDocument();
  });

  it('refuses a duplicate code and the engine’s refusals in words, keeping what was typed', async () => {
    const def = { ...sampleDefinition(), codes: { form: [{ system: LOINC, code: '44249-1' }] } };
    const { user, store } = renderInBuilder(<PropertyPanel />, def, { kind: 'form' });
    await user.click(screen.getByText('Codes (for other health services)'));
    const add = screen.getByRole('form', { name: 'Add a code to the form' });

    await user.type(within(add).getByLabelText('Code system'), LOINC);
    await user.type(within(add).getByLabelText('Code'), '44249-1');
    await user.click(within(add).getByRole('button', { name: 'Add code' }));
    expect(screen.getByRole('alert')).toHaveTextContent('44249-1 from http://loinc.org is already one of the codes of the form.');
    expect(store.getState().definition.codes?.form).toHaveLength(1);

    await user.clear(within(add).getByLabelText('Code system'));
    await user.type(within(add).getByLabelText('Code system'), 'loinc');
    await user.click(within(add).getByRole('button', { name: 'Add code' }));
    expect(screen.getByRole('alert')).toHaveTextContent('A code system is a web address or URN, such as http://loinc.org.');
    expect(within(add).getByLabelText('Code')).toHaveValue('44249-1');
    expect(within(add).getByLabelText('Code system')).toHaveAttribute('aria-invalid', 'true');
    expect(store.getState().definition.codes?.form).toHaveLength(1);
  });
});

describe('CodesEditor for choices', { timeout: 20_000 }, () => {
  it('gives one of a question’s choices its one code', async () => {
    const { user, store } = renderInBuilder(<PropertyPanel />, sampleDefinition(), { kind: 'field', name: 'contact' });
    await user.click(screen.getByText('Codes (for other health services)'));
    await user.selectOptions(screen.getByLabelText('Codes for'), 'Choice “Email”');
    const add = screen.getByRole('form', { name: 'Add a code to the choice “Email”' });
    await user.type(within(add).getByLabelText('Code system'), 'http://snomed.info/sct');
    await user.type(within(add).getByLabelText('Code'), '1234');
    await user.keyboard('{Enter}');
    expect(store.getState().definition.codes?.choices).toEqual({ contact: { email: { system: 'http://snomed.info/sct', code: '1234' } } });

    await user.type(within(add).getByLabelText('Code system'), 'http://snomed.info/sct');
    await user.type(within(add).getByLabelText('Code'), '5678');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('A choice carries one code.');
  });
});
