// A definition edited while the form is open (the FormBuilder's live preview): answers, step and
// the mounted inputs stay; the form follows the new titles, conditions, questions and sections.
import { Activity } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormDefinition } from '@engine';
import { AssessmentForm } from './index.ts';
import { fixtureDefinition } from './testing/fixtures.ts';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

type Props = Parameters<typeof AssessmentForm>[0];

function preview(definition: FormDefinition = fixtureDefinition) {
  const onChange = vi.fn();
  const props: Props = { definition, onSubmit: vi.fn(), onChange };
  const view = render(<AssessmentForm {...props} />);
  const edit = (next: FormDefinition) => view.rerender(<AssessmentForm {...props} definition={next} />);
  return { user: userEvent.setup(), onChange, edit };
}

/** The definition with one field's schema changed (other parts keep their identity, as the builder's edits do). */
function withField(def: FormDefinition, field: string, change: Record<string, unknown>): FormDefinition {
  const properties = { ...def.schema.properties, [field]: { ...def.schema.properties![field]!, ...change } };
  return { ...def, schema: { ...def.schema, properties } };
}

function withoutField(def: FormDefinition, field: string): FormDefinition {
  const { [field]: _removed, ...properties } = def.schema.properties!;
  return {
    ...def,
    schema: { ...def.schema, properties, required: def.schema.required!.filter((f) => f !== field) },
    sections: def.sections!.map((s) => (s.fields.includes(field) ? { ...s, fields: s.fields.filter((f) => f !== field) } : s)),
    conditions: (def.conditions ?? []).filter((c) => !c.show.includes(field) && !('field' in c.when && c.when.field === field)),
  };
}

describe('AssessmentForm given a changed definition', () => {
  it('shows a new title at once and keeps the answer typed, in the same input', async () => {
    const { user, edit } = preview();
    const input = screen.getByRole('textbox', { name: 'Full name' });
    await user.type(input, 'Sam Member');

    edit(withField(fixtureDefinition, 'fullName', { title: 'Your full name' }));
    const renamed = screen.getByRole('textbox', { name: 'Your full name' });
    expect(renamed).toBe(input); // not remounted: focus and caret stay where the member left them
    expect(renamed).toHaveValue('Sam Member');
    expect(screen.queryByRole('textbox', { name: 'Full name' })).not.toBeInTheDocument();

    edit({ ...fixtureDefinition, title: 'Renamed form' });
    expect(screen.getByText('Renamed form')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('Sam Member');
  });

  it('follows a title typed a key at a time, then keeps it when the question changes otherwise', async () => {
    const { user, edit } = preview();
    const input = screen.getByRole('textbox', { name: 'Full name' });
    await user.type(input, 'Sam');
    let def = fixtureDefinition;
    for (const title of ['Y', 'Yo', 'You', 'Your name']) {
      def = withField(def, 'fullName', { title });
      edit(def);
      expect(screen.getByRole('textbox', { name: title })).toBe(input);
    }
    // made optional: RJSF takes the new schema, titles and all
    def = { ...def, schema: { ...def.schema, required: def.schema.required!.filter((f) => f !== 'fullName') } };
    edit(def);
    const label = () => document.querySelector(`label[for="${input.id}"]`);
    expect(screen.getByRole('textbox', { name: /^Your name/ })).toHaveValue('Sam');
    expect(label()).toHaveTextContent('Your name (optional)');
    // and back to the title RJSF was first given
    edit(withField(def, 'fullName', { title: 'Full name' }));
    expect(screen.getByRole('textbox', { name: /^Full name/ })).toHaveValue('Sam');
    expect(label()).toHaveTextContent('Full name (optional)');
  });

  it('retitles a consent box, which labels itself', async () => {
    const sections = [fixtureDefinition.sections![2]!, ...fixtureDefinition.sections!.slice(0, 2)];
    const def = { ...fixtureDefinition, sections };
    const { user, edit } = preview(def);
    expect(screen.getByRole('checkbox', { name: 'I agree to the terms' })).toBeInTheDocument();
    edit(withField(def, 'agree', { title: 'I agree' }));
    await user.click(screen.getByRole('checkbox', { name: 'I agree' }));
    expect(screen.getByRole('checkbox', { name: 'I agree' })).toBeChecked();
  });

  it('hides a question as soon as a new condition says so, and shows it when the answer meets it', async () => {
    const { user, edit, onChange } = preview();
    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Sam');
    expect(screen.getByRole('group', { name: /How should we contact you/ })).toBeInTheDocument();

    const conditions = [
      ...fixtureDefinition.conditions!,
      { id: 'contact-after-name', show: ['contactBy'], when: { field: 'fullName', equals: 'Sam Member' } },
    ];
    edit({ ...fixtureDefinition, conditions });
    expect(screen.queryByRole('group', { name: /How should we contact you/ })).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Full name' }), ' Member');
    expect(screen.getByRole('group', { name: /How should we contact you/ })).toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith({ fullName: 'Sam Member' });
  });

  it('removes a deleted question and its answer, and brings the answer back when the question returns (undo)', async () => {
    const { user, edit, onChange } = preview();
    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Sam');
    await user.click(screen.getByRole('radio', { name: 'Email' }));

    edit(withoutField(fixtureDefinition, 'contactBy'));
    expect(screen.queryByRole('radio', { name: 'Email' })).not.toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith({ fullName: 'Sam' });

    edit(fixtureDefinition);
    expect(screen.getByRole('radio', { name: 'Email' })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith({ fullName: 'Sam', contactBy: 'email' });
  });

  it('drops an answer its question no longer offers', async () => {
    const { user, edit, onChange } = preview();
    await user.click(screen.getByRole('radio', { name: 'Phone' }));
    edit(withField(fixtureDefinition, 'contactBy', { oneOf: [{ const: 'email', title: 'Email' }, { const: 'post', title: 'Post' }] }));
    expect(screen.getByRole('radio', { name: 'Post' })).not.toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith({});
  });

  it('takes a new question into the answers', async () => {
    const { user, edit, onChange } = preview();
    const added = withField(
      { ...fixtureDefinition, sections: [{ ...fixtureDefinition.sections![0]!, fields: ['fullName', 'nickname'] }, ...fixtureDefinition.sections!.slice(1)] },
      'nickname',
      { type: 'string', title: 'Nickname' },
    );
    edit(added);
    await user.type(screen.getByRole('textbox', { name: /Nickname/ }), 'Sammy');
    expect(onChange).toHaveBeenLastCalledWith({ nickname: 'Sammy' });
  });

  it('stays on the step shown when sections move, and on the nearest step when the shown one is removed', async () => {
    sessionStorage.setItem('preview-step', '2');
    const onSubmit = vi.fn();
    const props: Props = { definition: fixtureDefinition, onSubmit, stepStorageKey: 'preview-step' };
    const view = render(<AssessmentForm {...props} />);
    expect(screen.getByRole('heading', { name: 'Sign' })).toBeInTheDocument();

    const [about, feelings, sign] = fixtureDefinition.sections!;
    view.rerender(<AssessmentForm {...props} definition={{ ...fixtureDefinition, sections: [sign!, about!, feelings!] }} />);
    expect(screen.getByRole('heading', { name: 'Sign' })).toBeInTheDocument();
    expect(screen.getByText(/Step 1 of 3/)).toBeInTheDocument();
    expect(sessionStorage.getItem('preview-step')).toBe('0');

    view.rerender(<AssessmentForm {...props} definition={fixtureDefinition} />);
    expect(screen.getByText(/Step 3 of 3/)).toBeInTheDocument();
    const withoutSign = withoutField(withoutField(fixtureDefinition, 'agree'), 'signature');
    view.rerender(<AssessmentForm {...props} definition={{ ...withoutSign, sections: [about!, feelings!] }} />);
    expect(screen.getByRole('heading', { name: 'How you feel' })).toBeInTheDocument();
    expect(screen.getByText(/Step 2 of 2/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
  });

  it('lists an error only while its question exists', async () => {
    const { user, edit } = preview();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(within(screen.getByRole('alert')).getByRole('link', { name: /Full name/ })).toBeInTheDocument();
    edit(withoutField(fixtureDefinition, 'fullName'));
    expect(within(screen.getByRole('alert')).queryByRole('link', { name: /Full name/ })).not.toBeInTheDocument();
    expect(within(screen.getByRole('alert')).getByRole('link', { name: /How should we contact you/ })).toBeInTheDocument();
  });

  it('says the form has a problem, instead of failing, when a half-made definition cannot be checked', async () => {
    sessionStorage.setItem('broken-step', '2');
    const onSubmit = vi.fn();
    const props: Props = { definition: fixtureDefinition, onSubmit, stepStorageKey: 'broken-step' };
    const view = render(<AssessmentForm {...props} />);
    view.rerender(<AssessmentForm {...props} definition={withField(fixtureDefinition, 'signature', { pattern: '^[0-9' })} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert')).toHaveTextContent('These answers cannot be checked: the form itself has a problem.');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

// The FormBuilder keeps its Preview tab mounted in a hidden <Activity>: React then skips the layout
// phase (RJSF's componentDidUpdate, which takes a new schema) and does not replay it when shown.
describe('AssessmentForm edited while hidden in an Activity', () => {
  function hideable(definition: FormDefinition = fixtureDefinition) {
    const props: Props = { definition, onSubmit: vi.fn() };
    const view = render(
      <Activity mode="visible">
        <AssessmentForm {...props} />
      </Activity>,
    );
    const show = (mode: 'visible' | 'hidden', next: FormDefinition) =>
      view.rerender(
        <Activity mode={mode}>
          <AssessmentForm {...props} definition={next} />
        </Activity>,
      );
    return { user: userEvent.setup(), show };
  }

  it('shows the titles given while hidden once shown again, with the answers typed before', async () => {
    const { user, show } = hideable();
    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Sam');
    show('hidden', fixtureDefinition);
    const renamed = withField(fixtureDefinition, 'fullName', { title: 'Your full name' });
    show('hidden', renamed);
    show('hidden', withField(renamed, 'contactBy', { title: 'How may we reach you?' }));
    show('visible', withField(renamed, 'contactBy', { title: 'How may we reach you?' }));
    expect(screen.getByRole('textbox', { name: 'Your full name' })).toHaveValue('Sam');
    expect(screen.getByRole('group', { name: /How may we reach you\?/ })).toBeInTheDocument();
    expect(screen.queryByText('Full name')).not.toBeInTheDocument();
  });

  it('keeps the very inputs when nothing changed while hidden', async () => {
    const { user, show } = hideable();
    const input = screen.getByRole('textbox', { name: 'Full name' });
    await user.type(input, 'Sam');
    show('hidden', fixtureDefinition);
    show('visible', fixtureDefinition);
    expect(screen.getByRole('textbox', { name: 'Full name' })).toBe(input);
    // and an edit while shown is still taken in place
    show('visible', withField(fixtureDefinition, 'fullName', { title: 'Your full name' }));
    expect(screen.getByRole('textbox', { name: 'Your full name' })).toBe(input);
  });
});
