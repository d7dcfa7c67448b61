import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { ResponseView, encodeSignature } from './index.ts';
import { fixtureDefinition } from './testing/fixtures.ts';

afterEach(cleanup);

describe('ResponseView', () => {
  it("shows each shown question with the member's answer in words, by step", () => {
    render(
      <ResponseView
        definition={fixtureDefinition}
        data={{ fullName: 'Sam Member', contactBy: 'email', phoneNumber: '0770', sleep: 2, agree: true, signature: 'Sam Member' }}
        flaggedFields={['sleep']}
      />,
    );
    const about = screen.getByRole('region', { name: 'About you' });
    expect(about).toHaveTextContent('How should we contact you?Email');
    // hidden by its condition (contact by email), so not shown even though an old answer is stored
    expect(about).not.toHaveTextContent('Phone number');
    const feelings = screen.getByRole('region', { name: 'How you feel' });
    expect(feelings).toHaveTextContent('Trouble sleeping (flagged)Often (2)');
    expect(feelings).toHaveTextContent('WorryingNot answered');
    const sign = screen.getByRole('region', { name: 'Sign' });
    expect(sign).toHaveTextContent('I agree to the termsGiven');
    expect(sign).toHaveTextContent('Sam Member (typed signature)');
  });

  it('shows a drawn signature as an image', () => {
    const drawn = encodeSignature([[[1, 1], [40, 30]]], 600, 180)!;
    render(<ResponseView definition={fixtureDefinition} data={{ signature: drawn }} />);
    expect(screen.getByRole('img', { name: 'Drawn signature' })).toHaveAttribute('src', drawn);
  });

  it('shows the answers kept from an earlier version: the old question and answer in words when its version is given, else the id and value', () => {
    const earlier = { ...fixtureDefinition, version: 1, schema: { ...fixtureDefinition.schema, properties: { ...fixtureDefinition.schema.properties, napping: { type: 'integer', title: 'Napping in the day', oneOf: [{ const: 0, title: 'Never' }, { const: 1, title: 'Often' }] } } } };
    render(
      <ResponseView
        definition={{ ...fixtureDefinition, version: 3 }}
        data={{ sleep: 1 }}
        migratedFrom={1}
        unplaced={[
          { field: 'napping', value: 1, version: 1, reason: 'removed' },
          { field: 'mood', value: 'awful', version: 2, reason: 'choice-removed' },
          { field: 'helps', value: ['walk', 'run'], version: 2, reason: 'value-unmapped' },
        ]}
        earlierVersions={[earlier]}
      />,
    );
    expect(screen.getByText('Filled on version 3 (carried from version 1)')).toBeInTheDocument();
    const kept = screen.getByRole('region', { name: 'Answers from an earlier version of this form' });
    const rows = within(kept).getAllByRole('term').map((dt) => `${dt.textContent} = ${dt.nextElementSibling?.textContent}`);
    expect(rows).toEqual([
      'Napping in the day (version 1; question removed) = Often',
      'mood (version 2; choice no longer offered) = awful',
      'helps (version 2; choice changed) = walk, run',
    ]);
  });

  it('shows neither the version line nor the earlier answers when the response was not carried', () => {
    render(<ResponseView definition={fixtureDefinition} data={{ sleep: 1 }} unplaced={[]} />);
    expect(screen.queryByText(/carried from version/)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Answers from an earlier version of this form' })).not.toBeInTheDocument();
  });
});
