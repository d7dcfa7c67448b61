import type { FormDefinition } from '@engine';
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from './forms-api';
import { loadBuilderStart, NO_DRAFT_REVISION } from './get-builder-start';
import { sampleDefinition } from '../testing/definitions';
import { summary } from '../testing/render';

vi.mock('./forms-api', async (original) => ({
  ...(await original<typeof api>()),
  listForms: vi.fn(),
  loadBuilderDraft: vi.fn(),
  loadFormVersion: vi.fn(),
}));

const mocked = vi.mocked(api);

/** The sample form plus a multiple-choice question as the builder saved it before maxItems was required. */
function savedBeforeTheRule(): FormDefinition {
  const base = sampleDefinition();
  return {
    ...base,
    schema: {
      ...base.schema,
      properties: {
        ...base.schema.properties,
        goals: {
          type: 'array',
          title: 'What would you like help with?',
          uniqueItems: true,
          items: { type: 'string', oneOf: [{ const: 'sleep', title: 'Sleep' }, { const: 'stress', title: 'Stress' }] },
        },
      },
    },
    sections: [...base.sections!.slice(0, 1), { ...base.sections![1]!, fields: [...base.sections![1]!.fields, 'goals'] }],
  };
}

const at = new Date('2025-03-01T10:00:00Z');
const start = (formId = 'sample') => loadBuilderStart(new QueryClient({ defaultOptions: { queries: { retry: false } } }), formId);

describe('loadBuilderStart', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    mocked.listForms.mockResolvedValue([summary({ id: 'sample', title: 'Sample', source: 'builder' })]);
    mocked.loadFormVersion.mockResolvedValue({ formId: 'sample', version: 1, definition: sampleDefinition() });
  });

  it('opens a draft with the current published version (to compare a publish with) and the renames it recorded', async () => {
    const declared = { renamed: [{ from: 'mood', to: 'lowMood' }], removed: ['notes'] };
    mocked.listForms.mockResolvedValue([summary({ id: 'sample', title: 'Sample', source: 'builder', currentVersion: 3 })]);
    mocked.loadFormVersion.mockResolvedValue({ formId: 'sample', version: 3, definition: { ...sampleDefinition(), version: 1 } });
    mocked.loadBuilderDraft.mockResolvedValue({ definition: sampleDefinition(), revision: 2, updatedAt: at, updatedBy: 'me', declared });
    const opened = await start();
    expect(mocked.loadFormVersion).toHaveBeenCalledWith('sample', 3);
    expect(opened.published?.version).toBe(3);
    expect(opened.declared).toEqual(declared);
  });

  it('a form never published has nothing to compare a publish with', async () => {
    mocked.listForms.mockResolvedValue([summary({ id: 'sample', title: 'Sample', source: 'builder', currentVersion: null, status: 'draft' })]);
    mocked.loadBuilderDraft.mockResolvedValue({ definition: sampleDefinition(), revision: 2, updatedAt: at, updatedBy: 'me', declared: { renamed: [], removed: [] } });
    const opened = await start();
    expect(opened.published).toBeNull();
    expect(mocked.loadFormVersion).not.toHaveBeenCalled();
  });

  it('opens a draft saved before maxItems was required with the limit set, and says which questions got one', async () => {
    mocked.loadBuilderDraft.mockResolvedValue({ definition: savedBeforeTheRule(), revision: 4, updatedAt: at, updatedBy: 'me', declared: { renamed: [], removed: [] } });
    const opened = await start();
    expect(opened.from).toBe('draft');
    expect(opened.revision).toBe(4);
    expect(opened.definition.schema.properties!.goals!.maxItems).toBe(2);
    expect(opened.limitsAdded).toEqual([{ field: 'goals', maxItems: 2, rule: 'choices' }]);
  });

  it('opens a draft that already follows the rule exactly as saved', async () => {
    const saved = sampleDefinition();
    mocked.loadBuilderDraft.mockResolvedValue({ definition: saved, revision: 2, updatedAt: at, updatedBy: 'me', declared: { renamed: [], removed: [] } });
    const opened = await start();
    expect(opened.definition).toBe(saved);
    expect(opened.limitsAdded).toEqual([]);
  });

  it('brings a version published before the rule up to date too, when there is no draft', async () => {
    mocked.loadBuilderDraft.mockResolvedValue(null);
    mocked.loadFormVersion.mockResolvedValue({ formId: 'sample', version: 1, definition: savedBeforeTheRule() });
    const opened = await start();
    expect(opened.from).toBe('published');
    expect(opened.revision).toBe(NO_DRAFT_REVISION);
    expect(opened.limitsAdded).toEqual([{ field: 'goals', maxItems: 2, rule: 'choices' }]);
    expect(opened.definition.schema.properties!.goals!.maxItems).toBe(2);
  });
});
