import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { AgreeBox, useAgreeBox } from './AgreeBox';

/** A button that goes on only once the box is ticked, as checkout does. */
function GoOn() {
  const agreement = useAgreeBox('Tick the box first.');
  const [went, setWent] = useState(0);
  return (
    <>
      <AgreeBox {...agreement.props} words="I agree to this." more={<a href="/terms">The terms</a>} />
      <button type="button" onClick={() => agreement.confirm() && setWent((n) => n + 1)}>
        Go on
      </button>
      <p>went {went}</p>
    </>
  );
}

describe('AgreeBox', () => {
  it('starts unticked; going on without it says why beside the box and moves focus there', async () => {
    render(<GoOn />);
    const box = screen.getByRole('checkbox', { name: 'I agree to this.' });
    expect(box).not.toBeChecked();
    expect(box).not.toHaveAccessibleDescription();
    await userEvent.click(screen.getByRole('button', { name: 'Go on' }));
    expect(screen.getByText('went 0')).toBeInTheDocument();
    expect(box).toHaveFocus();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Tick the box first.');
    expect(screen.getByRole('link', { name: 'The terms' })).toHaveAttribute('href', '/terms');
  });

  it('goes on once ticked, and the reason goes with the tick', async () => {
    render(<GoOn />);
    await userEvent.click(screen.getByRole('button', { name: 'Go on' }));
    await userEvent.keyboard(' '); // the box has focus: Space ticks it
    const box = screen.getByRole('checkbox', { name: 'I agree to this.' });
    expect(box).toBeChecked();
    expect(box).not.toHaveAccessibleDescription();
    expect(box).not.toHaveAttribute('aria-invalid');
    await userEvent.click(screen.getByRole('button', { name: 'Go on' }));
    expect(screen.getByText('went 1')).toBeInTheDocument();
  });
});
