import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
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
});
