import { expect, it } from 'vitest';
import { freeId, isSlug, slugOf } from './ids';

it('makes readable slugs from names and text', () => {
  expect(slugOf('previousSupport')).toBe('previous-support');
  expect(slugOf('  Moderately severe! ')).toBe('moderately-severe');
  expect(slugOf('odd__name_')).toBe('odd-name');
});

it('finds a free id', () => {
  expect(freeId('band', [])).toBe('band');
  expect(freeId('band', ['band', 'band-2'])).toBe('band-3');
  expect(freeId('!!!', [])).toBe('item');
});

it('checks ids the meta-schema accepts', () => {
  expect(isSlug('phq9-item9')).toBe(true);
  expect(isSlug('bad id')).toBe(false);
  expect(isSlug('-x')).toBe(false);
});
