import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { generatedForm } from '../../../../../engine/test-support/generated-forms.ts';
import { LivePreview } from './LivePreview';
import { renderInBuilder } from '../../testing/render';

describe('LivePreview follows a question title typed in the property panel', { timeout: 20_000 }, () => {
  it('shows the new title of a short-text question of a generated form', async () => {
    const def = generatedForm(20);
    const { store } = renderInBuilder(<LivePreview />, def);
    const first = def.sections![0]!.fields.find((f) => def.schema.properties![f]!.type === 'string' && !def.schema.properties![f]!.oneOf)!;
    const schema = def.schema.properties![first]!;
    const before = String(schema.title);
    expect(screen.getAllByText(before, { exact: false }).length).toBeGreaterThan(0);
    act(() => {
      store.getState().apply({ type: 'updateField', name: first, schema: { ...schema, title: `${before} changed` } }, { mergeKey: `title:${first}` });
    });
    expect(await screen.findByText(`${before} changed`, { exact: false })).toBeInTheDocument();
  });
});
