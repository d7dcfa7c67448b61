import { describe, expect, it } from 'vitest';
import { validateResponse } from './validate-response.ts';
import { choiceKindsForm } from '../test-support/choice-forms.ts';

const complete = { wellbeing: 62, symptoms: ['headache'], priorities: ['pain', 'sleep', 'mood'] };
const errorsFor = (data: Record<string, unknown>) => validateResponse(choiceKindsForm(), data).errors.filter((e) => e.field !== null);

describe('validating the slider, exclusive choices and ranking', () => {
  it('accepts a complete answer, and "None of these" alone', () => {
    expect(validateResponse(choiceKindsForm(), complete)).toEqual({ valid: true, errors: [] });
    expect(validateResponse(choiceKindsForm(), { ...complete, symptoms: ['none'] }).valid).toBe(true);
  });

  it('refuses "None of these" ticked with another answer, in plain words', () => {
    expect(errorsFor({ ...complete, symptoms: ['headache', 'none'] })).toEqual([
      { field: 'symptoms', section: 'today', message: '‘None of these’ cannot be ticked with other answers' },
    ]);
  });

  it('asks for each unanswered kind in its own words', () => {
    expect(errorsFor({}).map((e) => e.message)).toEqual([
      'Move the slider to give your answer',
      'Choose at least one option',
      'Put every option in order',
    ]);
  });

  it('refuses a slider value off its points or its ends', () => {
    expect(errorsFor({ ...complete, wellbeing: 101 })[0]!.message).toBe('Choose a point on the slider between 0 and 100');
    expect(errorsFor({ ...complete, wellbeing: 2.5 })[0]!.message).toBe('Choose a point on the slider between 0 and 100');
  });

  it('refuses a ranking that leaves an option out or places one twice', () => {
    expect(errorsFor({ ...complete, priorities: ['pain', 'sleep'] })[0]!.message).toBe('Put every option in order, each once');
    expect(errorsFor({ ...complete, priorities: ['pain', 'pain', 'mood'] })[0]!.message).toBe('Put every option in order, each once');
    expect(errorsFor({ ...complete, priorities: ['pain', 'sleep', 'walks'] })[0]!.message).toBe('Entry 3: Choose one of the options');
  });
});
