import { describe, expect, it } from 'vitest';
import {
  confirmationPath,
  editPath,
  formsPath,
  overviewPath,
  responsePath,
  responsesPath,
  viaOf,
} from './response-paths';

describe('response paths', () => {
  it('hangs a form’s responses off the form or off the history', () => {
    expect(overviewPath('t1')).toBe('/v-forms/t1');
    expect(editPath('t1')).toBe('/v-forms/t1/edit');
    expect(responsesPath('t1')).toBe('/v-forms/t1/reports');
    expect(responsesPath('t1', 'shortcut')).toBe('/v-forms/shortcut/t1/reports');
    expect(responsePath('t1', 'r1')).toBe('/v-forms/t1/reports/r1');
    expect(responsePath('t1', 'r1', 'shortcut')).toBe('/v-forms/shortcut/t1/reports/r1');
    expect(confirmationPath('r1')).toBe('/v-forms/confirmation/r1');
  });

  it('repeats the forms and responses beneath a business and an organization', () => {
    const admin = { kind: 'admin', businessId: 'b 1' } as const;
    const organization = { kind: 'organization', organizationId: 'o1' } as const;
    expect(formsPath()).toBe('/v-forms');
    expect(formsPath({ kind: 'business' })).toBe('/v-forms');
    expect(formsPath(admin)).toBe('/businesses/b%201/v-forms');
    expect(responsesPath('t1', 'form', admin)).toBe('/businesses/b%201/v-forms/t1/reports');
    expect(responsePath('t1', 'r1', 'form', organization)).toBe('/organizations/o1/v-forms/t1/reports/r1');
    // A scope has no shortcut of its own.
    expect(responsesPath('t1', 'shortcut', organization)).toBe('/organizations/o1/v-forms/t1/reports');
  });

  it('encodes ids', () => {
    expect(responsePath('a/b', 'c d')).toBe('/v-forms/a%2Fb/reports/c%20d');
  });

  it('tells which way a page was reached', () => {
    expect(viaOf('/v-forms/shortcut/t1/reports')).toBe('shortcut');
    expect(viaOf('/v-forms/t1/reports')).toBe('form');
    expect(viaOf('/v-forms/shortcut')).toBe('form');
  });
});
