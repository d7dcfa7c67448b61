import type { FormDefinition } from '@engine';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { SubmissionResult } from '../api/assessments-api';
import { ResultSummary } from './ResultSummary';

const scale = { title: 'PCL-5 total', total: 40, complete: true, answered: 20, itemCount: 20, min: 0, max: 80, band: null, bandLabel: null, subscales: {}, rules: { cutoff: true } };
const definition = {
  id: 'ptsd', version: 1, title: 'PCL-5', schema: { type: 'object', properties: {} },
  settings: { kind: 'screening' },
  scoring: { version: 'v1', scales: { pcl5: { title: 'PCL-5 total', items: [], itemMin: 0, itemMax: 4, rules: { cutoff: { kind: 'totalAtLeast', title: 'At or above the screening cut-off (33)', value: 33 } } } } },
} as unknown as FormDefinition;
const result = (flags: SubmissionResult['flags']): SubmissionResult => ({ responseId: 'r', formId: 'ptsd', formVersion: 1, scoringVersion: 'v1', scores: { pcl5: scale }, flags });

const show = (r: SubmissionResult) => render(<MemoryRouter><ResultSummary definition={definition} result={r} /></MemoryRouter>);

describe('ResultSummary', () => {
  it('words a score as a screening with the rule titles of the definition, and takes focus', () => {
    show(result([]));
    expect(screen.getByText(/Screening score/)).toHaveTextContent('Screening score: 40 out of 80');
    expect(screen.getByText(/screening cut-off/)).toHaveTextContent('At or above the screening cut-off (33): met');
    expect(screen.getByText(/This is a screening, not a diagnosis/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /your answers are saved/ })).toHaveFocus();
  });

  it('shows only the flags written for members', () => {
    show(result([
      { id: 'prevents-fever', severity: 'urgent', audience: 'member', message: 'Treatment cannot go ahead today because you have a fever.', fields: [] },
      { id: 'reviewer-only', severity: 'urgent', message: 'Reviewer: follow up within 24 hours.', fields: [] },
    ]));
    expect(screen.getByText('Treatment cannot go ahead today because you have a fever.')).toBeInTheDocument();
    expect(screen.queryByText(/Reviewer: follow up/)).not.toBeInTheDocument();
    expect(screen.queryByRole('note', { name: 'Where to get help now' })).not.toBeInTheDocument();
  });

  it('shows tappable UK crisis routes when a flag signposts them', () => {
    show(result([{ id: 'support-signpost', severity: 'info', audience: 'member', signpost: 'crisis', message: 'Thank you for telling us.', fields: [] }]));
    const help = screen.getByRole('note', { name: 'Where to get help now' });
    // the site's one list of routes (ui/CrisisRoutes), as on /overwhelmed
    expect(within(help).getByRole('heading', { level: 3, name: 'If you need help now' })).toBeInTheDocument();
    expect(help).toHaveTextContent('999');
    expect(help).toHaveTextContent('choose option 2');
    expect(screen.getByRole('link', { name: '116 123' })).toHaveAttribute('href', 'tel:116123');
    expect(screen.getByRole('link', { name: 'SHOUT to 85258' })).toHaveAttribute('href', 'sms:85258?body=SHOUT');
  });
});
