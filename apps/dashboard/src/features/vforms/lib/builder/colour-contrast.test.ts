import { describe, expect, it } from 'vitest';
import { contrastHint, shownInstead } from './colour-contrast';

describe('colour contrast in the builder', () => {
  it('says nothing when the colour reads on its background', () => {
    expect(shownInstead('#1D4ED8', '#FFF8E7')).toBeUndefined();
    expect(shownInstead('#ffffff', '#0B5394')).toBeUndefined();
    expect(contrastHint('#000000', '#FFFFFF', 'the background colour')).toBeUndefined();
  });

  it('names what the form shows instead when it does not (the §9 submit label gets black)', () => {
    expect(shownInstead('#FFFFFF', '#46B2C8')).toBe('#000000');
    expect(shownInstead('#222222', '#111111')).toBe('#FFFFFF');
    expect(contrastHint('#FFFFFF', '#46B2C8', 'the submit button colour')).toBe(
      'Too little contrast with the submit button colour: the form shows it in black instead.',
    );
  });
});
