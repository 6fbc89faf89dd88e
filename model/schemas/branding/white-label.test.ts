import { describe, expect, it } from 'vitest';
import { AA_CONTRAST, contrastRatio, whiteLabelOf } from './white-label';

describe('contrastRatio', () => {
  it('measures WCAG contrast: black on white is 21, a colour on itself 1', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#ffffff', '#000000')).toBe(21);
    expect(contrastRatio('#3366cc', '#3366cc')).toBe(1);
  });

  it('passes white on a dark blue and refuses white on a light yellow', () => {
    expect(contrastRatio('#1d3557', '#ffffff')).toBeGreaterThanOrEqual(AA_CONTRAST);
    expect(contrastRatio('#ffe066', '#ffffff')).toBeLessThan(AA_CONTRAST);
    // #767676 on white is the lightest grey that passes AA.
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(AA_CONTRAST);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(AA_CONTRAST);
  });
});

describe('whiteLabelOf', () => {
  const label = {
    agencyName: 'Northwind Studio',
    senderName: 'Northwind',
    colour: '#1d3557',
    textColour: '#ffffff',
  };

  it('reads a stored white label and ignores a damaged one', () => {
    expect(whiteLabelOf({ whiteLabel: label })).toEqual(label);
    expect(whiteLabelOf({ whiteLabel: { ...label, colour: 'blue' } })).toBeNull();
    expect(whiteLabelOf({})).toBeNull();
  });

  it('keeps a label saved with a logo address, without the address', () => {
    expect(
      whiteLabelOf({ whiteLabel: { ...label, logoUrl: 'https://brand.example/logo.png' } }),
    ).toEqual(label);
  });
});
