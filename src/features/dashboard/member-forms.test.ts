import { describe, expect, it } from 'vitest';
import type { FormSummary } from './api/dashboard-api';
import { memberForms } from './member-forms';

const form = (id: string, title: string, over: Partial<FormSummary> = {}): FormSummary => ({
  id,
  title,
  description: `About ${title}`,
  status: 'published',
  currentVersion: 1,
  source: 'builder',
  updatedAt: null,
  updatedBy: null,
  ...over,
});

describe('memberForms', () => {
  it('lists the committed forms first in their order and on their routes, then the others by title', () => {
    const listed = memberForms([
      form('wellbeing', 'Wellbeing check-in'),
      form('indian-head', 'Indian head massage consultation', { source: 'repo' }),
      form('anxiety', 'Anxiety diary'),
      form('ptsd', 'PTSD checklist (PCL-5)', { source: 'repo' }),
      form('initial-assessment', 'Initial assessment', { source: 'repo' }),
    ]);
    expect(listed.map((f) => [f.title, f.to])).toEqual([
      ['Initial assessment', '/dashboard/forms/initial-assessment'],
      ['PTSD checklist (PCL-5)', '/dashboard/forms/PTSD'],
      ['Indian head massage consultation', '/dashboard/forms/Indian-Head'],
      ['Anxiety diary', '/dashboard/forms/anxiety'],
      ['Wellbeing check-in', '/dashboard/forms/wellbeing'],
    ]);
    expect(listed[3]!.description).toBe('About Anxiety diary');
  });

  it('leaves out forms that are not published, and a committed form that is not', () => {
    const listed = memberForms([form('ptsd', 'PCL-5', { status: 'archived' }), form('draft', 'Draft', { status: 'draft' }), form('a', 'A')]);
    expect(listed.map((f) => f.id)).toEqual(['a']);
  });

  it('leaves out forms for assigned members only (they come through the member\'s assignments); no audience stored reads as everyone', () => {
    const listed = memberForms([form('sleep', 'Sleep', { audience: 'assigned' }), form('a', 'A', { audience: 'everyone' }), form('b', 'B')]);
    expect(listed.map((f) => f.id)).toEqual(['a', 'b']);
  });
});
