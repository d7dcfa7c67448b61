import { describe, expect, it } from 'vitest';
import { committedForm } from '../../engine/test-support/committed-forms.ts';
import { publishableIssues } from './publishable.ts';

describe('publishableIssues', () => {
  it('passes a committed form under its own id', () => {
    expect(publishableIssues('ptsd', committedForm('ptsd'))).toEqual([]);
  });

  it('refuses another id, naming both', () => {
    const issues = publishableIssues('trauma-check', committedForm('ptsd'));
    expect(issues[0]).toEqual({ path: '/id', message: expect.stringContaining('"ptsd", but this form\'s id is "trauma-check"') });
  });

  it('lists the engine\'s publish problems with where they are', () => {
    const ptsd = committedForm('ptsd');
    const broken = { ...ptsd, sections: [...(ptsd.sections ?? []), { id: 'empty', title: 'Nothing yet', fields: [] }] };
    expect(publishableIssues('ptsd', broken).some((issue) => issue.path.startsWith('/sections/'))).toBe(true);
    expect(publishableIssues('ptsd', { id: 'ptsd' }).length).toBeGreaterThan(0);
    expect(publishableIssues('ptsd', null).length).toBeGreaterThan(0);
  });
});
