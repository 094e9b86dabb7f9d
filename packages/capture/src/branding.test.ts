import { describe, expect, it } from 'vitest';
import { brandVars, contrast, cssVars } from './branding.js';

describe('brandVars', () => {
  it('keeps a dark brand colour with a white label, and readable text', () => {
    expect(brandVars({ primaryColor: '#1F6FEB', textColor: '#0F172A' })).toEqual({
      primary: '#1F6FEB',
      'on-primary': '#ffffff',
      text: '#0F172A',
    });
  });

  it('gives a light brand colour a black label, and drops text too pale to read on white', () => {
    expect(brandVars({ primaryColor: '#FFE14D', textColor: '#cccccc' })).toEqual({
      primary: '#FFE14D',
      'on-primary': '#000000',
      text: undefined,
    });
  });

  it('ignores what is not a hex colour (no CSS injection through a custom property)', () => {
    expect(brandVars({ primaryColor: 'red;background:url(x)', textColor: 'x' })).toEqual({
      primary: undefined,
      'on-primary': undefined,
      text: undefined,
    });
    expect(brandVars(undefined).primary).toBeUndefined();
  });
});

describe('contrast', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrast('#000', '#fff')).toBeCloseTo(21);
    expect(contrast('#1f6feb', '#1F6FEB')).toBeCloseTo(1);
    expect(contrast('blue', '#fff')).toBeNull();
  });
});

describe('cssVars', () => {
  it('sets and removes custom properties through CSSOM, never an attribute', () => {
    const calls: string[] = [];
    const element = {
      style: {
        setProperty: (name: string, value: string) => calls.push(`set ${name}=${value}`),
        removeProperty: (name: string) => calls.push(`remove ${name}`),
      },
      setAttribute: () => {
        throw new Error('no attributes');
      },
    } as unknown as HTMLElement;
    cssVars({ primary: '#123456', text: undefined })(element);
    cssVars({ primary: '#123456' })(null);
    expect(calls).toEqual(['set --verity-primary=#123456', 'remove --verity-text']);
  });
});
