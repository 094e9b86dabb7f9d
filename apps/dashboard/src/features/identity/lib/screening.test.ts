import { callerOf, canCall, identityRouteAddresses, type TAmlMatch } from '@verity/client';
import { describe, expect, it } from 'vitest';
import { screeningStatusLabels } from '../../../lib/status-labels';
import { amlMatchRows, canStartScreening, isScreenable, listsText, screenButtonLabel } from './screening';

const politician: TAmlMatch = {
  name: 'Sandbox Politician',
  category: 'pep',
  list: 'Sandbox Politically Exposed Persons Register',
  country: 'NG',
  dateOfBirth: '1965-04-04',
  reason: 'Member of a fictitious sandbox state house of assembly',
  score: 0.9,
};

describe('who can be screened', () => {
  it('is a found check whose record is still kept', () => {
    expect(isScreenable({ status: 'found', hasExpired: false })).toBe(true);
    expect(isScreenable({ status: 'found', hasExpired: true })).toBe(false);
    expect(isScreenable({ status: 'not_found', hasExpired: false })).toBe(false);
    expect(isScreenable({ status: 'failed', hasExpired: false })).toBe(false);
  });

  it('is started only from the caller’s own business, where the call exists', () => {
    const found = { status: 'found', hasExpired: false } as const;
    const mayCall = true;
    expect(canStartScreening(found, { kind: 'business' }, mayCall)).toBe(true);
    expect(canStartScreening(found, { kind: 'admin', businessId: 'b1' }, mayCall)).toBe(false);
    expect(canStartScreening(found, { kind: 'organization', organizationId: 'o1' }, mayCall)).toBe(false);
    expect(canStartScreening({ status: 'not_found', hasExpired: false }, { kind: 'business' }, mayCall)).toBe(
      false,
    );
  });

  it('is offered only to a role holding aml:view, as the route declares', () => {
    const found = { status: 'found', hasExpired: false } as const;
    const mayCall = (permissions: string[]) =>
      canCall(
        callerOf({ role: { permissions }, businessType: 'business' }),
        identityRouteAddresses['check.screen'],
      );
    expect(canStartScreening(found, { kind: 'business' }, mayCall(['identity:view']))).toBe(false);
    expect(canStartScreening(found, { kind: 'business' }, mayCall(['identity:view', 'aml:view']))).toBe(true);
  });
});

describe('the screening in words', () => {
  it('names the status and the button by what it will do', () => {
    expect(screeningStatusLabels.clear).toBe('Clear');
    expect(screeningStatusLabels.potential_match).toBe('Possible match');
    expect(screenButtonLabel(false, false)).toBe('Screen for sanctions and PEP');
    expect(screenButtonLabel(true, false)).toBe('Screen again');
    expect(screenButtonLabel(true, true)).toBe('Screening…');
  });

  it('lists the lists searched, or — for none', () => {
    expect(listsText(['OFAC SDN', 'UN Consolidated'])).toBe('OFAC SDN, UN Consolidated');
    expect(listsText([])).toBe('—');
  });

  it('writes a match as a row: category word, country name, day, score as a percentage', () => {
    expect(amlMatchRows([politician])).toEqual([
      {
        key: 'Sandbox Politically Exposed Persons Register|Sandbox Politician|1965-04-04',
        name: 'Sandbox Politician',
        category: 'PEP',
        list: 'Sandbox Politically Exposed Persons Register',
        country: 'Nigeria',
        dateOfBirth: '04 April 1965',
        reason: 'Member of a fictitious sandbox state house of assembly',
        score: '90%',
      },
    ]);
  });

  it('fills what a list left out with —, and keys alike rows apart', () => {
    const sparse: TAmlMatch = {
      ...politician,
      category: 'sanction',
      country: null,
      dateOfBirth: null,
      reason: null,
      score: 0.857,
    };
    const rows = amlMatchRows([sparse, sparse]);
    expect(rows[0]).toMatchObject({
      category: 'Sanction',
      country: '—',
      dateOfBirth: '—',
      reason: '—',
      score: '85.7%',
    });
    expect(new Set(rows.map((row) => row.key)).size).toBe(2);
  });
});
