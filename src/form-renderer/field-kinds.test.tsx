// Every kind of the field-kind catalogue, as the FormBuilder makes it (its preset), rendered for a
// member: labelled, answerable, and shown readably to a reviewer.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CATALOGUE_WIDGETS, FIELD_KINDS, fieldKindPreset, type FieldKindId, type FormDefinition } from '@engine';
import { AssessmentForm, ResponseView } from './index.ts';
import { fieldLayout } from './field-layout.ts';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const title = (kind: FieldKindId): string => `${FIELD_KINDS.find((k) => k.id === kind)!.label} question`;

/** One question of every kind, all required except section text (it takes no answer). */
function everyKind(): FormDefinition {
  const properties: Record<string, FormDefinition['schema']> = {};
  const uiSchema: Record<string, unknown> = {};
  for (const kind of FIELD_KINDS) {
    const preset = fieldKindPreset(kind.id, title(kind.id));
    properties[kind.id] = preset.schema;
    if (preset.uiSchema) uiSchema[kind.id] = preset.uiSchema;
  }
  // a calculated value is worked out, never answered: its formula reads the number question
  uiSchema.calculated = { 'ui:widget': 'calculated', 'ui:options': { formula: 'number * 2', shown: true } };
  return {
    id: 'every-kind',
    version: 1,
    title: 'Every kind',
    schema: {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      properties,
      required: FIELD_KINDS.filter((k) => k.answers && k.id !== 'calculated').map((k) => k.id),
      additionalProperties: false,
    },
    uiSchema,
    sections: [{ id: 'all', title: 'All kinds', fields: FIELD_KINDS.map((k) => k.id) }],
    conditions: [],
    settings: { kind: 'custom' },
  };
}

const answers = {
  shortText: 'Sam',
  longText: 'A few lines',
  number: 42,
  email: 'sam@example.org',
  phone: '07700 900123',
  date: '2024-05-01',
  singleChoice: 'option-2',
  dropdown: 'option-3',
  multipleChoice: ['option-1', 'option-3'],
  yesNo: 'yes',
  rating: 2,
  consent: true,
  signature: 'Sam Member',
  group: [{ name: 'Sertraline', details: '50mg' }],
  slider: 50,
  ranking: ['option-2', 'option-1', 'option-3'],
  calculated: 84,
};

describe('every catalogue kind in the member’s form', () => {
  it('lays out every catalogue widget as the catalogue says, whatever the schema', () => {
    const kindOf = (widget: string) => FIELD_KINDS.find((k) => k.widget === widget);
    for (const widget of CATALOGUE_WIDGETS) {
      const layouts = (['string', 'integer', 'boolean', 'array', 'null'] as const).map((type) => fieldLayout({ type }, { 'ui:widget': widget }));
      expect(new Set(layouts).size, widget).toBe(1);
      if (kindOf(widget)) expect(layouts[0], widget).toBe(kindOf(widget)!.layout);
    }
  });

  it('lays out each kind as its preset is rendered: the catalogue layout', () => {
    for (const kind of FIELD_KINDS) {
      const { schema, uiSchema } = fieldKindPreset(kind.id, 'x');
      expect(fieldLayout(schema, uiSchema), kind.id).toBe(kind.layout);
    }
  });

  it('is labelled and answerable, and reaches onSubmit with every answer', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<AssessmentForm definition={everyKind()} onSubmit={onSubmit} />);

    await user.type(screen.getByRole('textbox', { name: title('shortText') }), 'Sam');
    await user.type(screen.getByRole('textbox', { name: title('longText') }), 'A few lines');
    await user.type(screen.getByRole('spinbutton', { name: title('number') }), '42');

    const email = screen.getByRole('textbox', { name: title('email') });
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('inputmode', 'email');
    expect(email).toHaveAttribute('autocomplete', 'email');
    await user.type(email, 'sam@example.org');

    const phone = screen.getByRole('textbox', { name: title('phone') });
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('inputmode', 'tel');
    expect(phone).toHaveAttribute('autocomplete', 'tel');
    await user.type(phone, '07700 900123');

    const date = screen.getByLabelText(title('date'));
    expect(date).toHaveAttribute('type', 'date');
    await user.type(date, '2024-05-01');

    await user.click(within(screen.getByRole('group', { name: title('singleChoice') })).getByRole('radio', { name: 'Option 2' }));
    await user.selectOptions(screen.getByRole('combobox', { name: title('dropdown') }), 'Option 3');
    const multiple = screen.getByRole('group', { name: title('multipleChoice') });
    await user.click(within(multiple).getByRole('checkbox', { name: 'Option 1' }));
    await user.click(within(multiple).getByRole('checkbox', { name: 'Option 3' }));
    await user.click(within(screen.getByRole('group', { name: title('yesNo') })).getByRole('radio', { name: 'Yes' }));
    await user.click(within(screen.getByRole('group', { name: title('rating') })).getByRole('radio', { name: 'Moderately' }));
    await user.click(screen.getByRole('checkbox', { name: title('consent') }));
    const signature = screen.getByRole('group', { name: title('signature') });
    await user.type(within(signature).getByRole('textbox', { name: /type your full name/ }), 'Sam Member');

    // section text: words to read, nothing to answer
    expect(screen.getByRole('heading', { name: title('sectionText') })).toBeInTheDocument();
    expect(screen.getByText('The text members read here.')).toBeInTheDocument();
    expect(screen.queryByLabelText(title('sectionText'))).not.toBeInTheDocument();

    const group = screen.getByRole('group', { name: title('group') });
    await user.click(within(group).getByRole('button', { name: 'Add entry' }));
    const entry = within(group).getByRole('group', { name: 'Entry 1' });
    expect(within(entry).getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await user.keyboard('Sertraline');
    await user.type(within(entry).getByRole('textbox', { name: /Details/ }), '50mg');

    // a slider starts unanswered: the first arrow key puts it at the middle
    screen.getByRole('slider', { name: title('slider') }).focus();
    await user.keyboard('{ArrowRight}');
    const ranking = screen.getByRole('group', { name: title('ranking') });
    for (const [label, n] of [['Option 2', 1], ['Option 1', 2], ['Option 3', 3]] as const) {
      await user.click(await within(ranking).findByRole('button', { name: `Add ‘${label}’ as number ${n}` }));
    }

    expect(screen.getByLabelText(title('calculated'))).toHaveTextContent('84');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledWith(answers);
  }, 30_000); // ~80 simulated key presses on a 15-question step: jsdom needs more than the 5 s default

  it('shows every kind’s answer readably to a reviewer, a group as a table', () => {
    render(<ResponseView definition={everyKind()} data={answers} />);
    const rows = screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(rows).toEqual([
      [title('shortText'), 'Sam'],
      [title('longText'), 'A few lines'],
      [title('number'), '42'],
      [title('email'), 'sam@example.org'],
      [title('phone'), '07700 900123'],
      [title('date'), '2024-05-01'],
      [title('singleChoice'), 'Option 2'],
      [title('dropdown'), 'Option 3'],
      [title('multipleChoice'), 'Option 1, Option 3'],
      [title('yesNo'), 'Yes'],
      [title('rating'), 'Moderately (2)'],
      [title('consent'), 'Given'],
      [title('signature'), 'Sam Member (typed signature)'],
      [title('group'), expect.stringContaining('Sertraline')],
      [title('slider'), '50 (0 Not at all to 100 Extremely)'],
      [title('ranking'), '1. Option 2, 2. Option 1, 3. Option 3'],
      [title('calculated'), '84 (calculated)'],
    ]);
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Details']);
    expect(within(table).getByRole('row', { name: 'Sertraline 50mg' })).toBeInTheDocument();
  });
});
