import { describe, expect, it } from 'vitest';
import { checkCreateDraft } from './create-form';

const blank = { kind: 'blank' as const, title: 'KYC', description: '', presetVFormId: '' };

describe('checkCreateDraft', () => {
  it('needs a title for a blank form', () => {
    expect(checkCreateDraft(blank)).toEqual({});
    expect(checkCreateDraft({ ...blank, title: '   ' })).toEqual({ title: 'The title field is required' });
    expect(checkCreateDraft({ ...blank, title: 'x'.repeat(201) }).title).toMatch(/not more than 200/);
    expect(checkCreateDraft({ ...blank, description: 'x'.repeat(2001) }).description).toMatch(/2000/);
  });

  it('needs a chosen template for a preset', () => {
    expect(checkCreateDraft({ ...blank, kind: 'preset', title: '' })).toEqual({
      presetVFormId: 'The template field is required',
    });
    expect(checkCreateDraft({ ...blank, kind: 'preset', presetVFormId: 'p1' })).toEqual({});
  });
});
