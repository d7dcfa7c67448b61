import { describe, expect, it } from 'vitest';
import { lines, paragraphs, telHref } from './practice-text';

describe('practice text', () => {
  it('splits paragraphs on blank lines, dropping empty ones', () => {
    expect(paragraphs('One.\n\nTwo,\nstill two.\n \n\n\nThree.\r\n\r\n')).toEqual(['One.', 'Two,\nstill two.', 'Three.']);
    expect(paragraphs('   ')).toEqual([]);
  });

  it('splits lines, dropping blanks', () => {
    expect(lines('12 High Street\n\n Leeds \r\nLS1 1AA')).toEqual(['12 High Street', 'Leeds', 'LS1 1AA']);
  });

  it('makes a tel: link from a phone number as people write it', () => {
    expect(telHref('0113 496 0000')).toBe('tel:01134960000');
    expect(telHref('+44 (0)20 7946-0000')).toBe('tel:+442079460000');
  });
});
