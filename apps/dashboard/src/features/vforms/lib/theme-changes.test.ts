import type { TVFormTheme } from '@verity/client';
import { describe, expect, it } from 'vitest';
import { changedTheme, hasChanges } from './theme-changes';

const theme: TVFormTheme = {
  titleColor: '#000000',
  backgroundColor: '#FFFFFF',
  submitButtonColor: '#46B2C8',
  submitButtonLabelColor: '#FFFFFF',
  highlightColor: '#0F808C',
  pageBreak: {
    primaryAction: 'Next',
    secondaryAction: 'Back',
    buttonColor: '#46B2C8',
    buttonLabelColor: '#FFFFFF',
    display: 'both',
  },
};

describe('changedTheme', () => {
  it('is empty when nothing changed, whatever the colour case', () => {
    const changes = changedTheme(theme, { ...theme, submitButtonColor: '#46b2c8' });
    expect(changes).toEqual({});
    expect(hasChanges(changes)).toBe(false);
  });

  it('holds only the changed colours and page-break settings', () => {
    const changes = changedTheme(theme, {
      ...theme,
      titleColor: '#112233',
      pageBreak: { ...theme.pageBreak, primaryAction: ' Continue ', display: 'primary-only' },
    });
    expect(changes).toEqual({
      titleColor: '#112233',
      pageBreak: { primaryAction: 'Continue', display: 'primary-only' },
    });
    expect(hasChanges(changes)).toBe(true);
  });
});
