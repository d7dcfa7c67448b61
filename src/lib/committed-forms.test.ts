import { describe, expect, it } from 'vitest';
import { COMMITTED_FORMS, committedForm, memberFormPath } from './committed-forms';

describe('committed forms', () => {
  it('keep the routes of the specification, in the dashboard order', () => {
    expect(COMMITTED_FORMS.map((f) => memberFormPath(f.formId))).toEqual([
      '/dashboard/forms/initial-assessment',
      '/dashboard/forms/PTSD',
      '/dashboard/forms/Indian-Head',
    ]);
    expect(committedForm('ptsd').title).toBe('PTSD checklist (PCL-5)');
  });

  it('put every other form at /dashboard/forms/<id>', () => {
    expect(memberFormPath('sleep-check')).toBe('/dashboard/forms/sleep-check');
    expect(memberFormPath('PTSD')).toBe('/dashboard/forms/PTSD');
    expect(memberFormPath('a b')).toBe('/dashboard/forms/a%20b');
  });
});
