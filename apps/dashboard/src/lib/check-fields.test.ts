import type { TIdentityPerson } from '@verity/client';
import { describe, expect, it } from 'vitest';
import {
  displayName,
  extraLabel,
  matchOutcome,
  matchRows,
  personRows,
  riskOf,
  typeLabel,
} from './check-fields';

const person: TIdentityPerson = {
  firstName: 'Ada',
  middleName: null,
  lastName: 'Obi',
  fullName: 'Ada Obi',
  dateOfBirth: '1990-01-01',
  gender: 'female',
  phone: null,
  email: null,
  address: null,
  nationality: 'Nigerian',
  photo: 'data:image/png;base64,AAAA',
  extra: { documentExpiry: '2030-01-01', bank_name: null, riskLevel: 'low_risk' },
};

describe('personRows', () => {
  it('labels every field, shows — for what the registry did not return, and adds the extras', () => {
    const rows = personRows(person);
    expect(rows.map((r) => r.label)).toEqual([
      'Full name',
      'First name',
      'Middle name',
      'Last name',
      'Date of birth',
      'Gender',
      'Phone',
      'Email',
      'Address',
      'Nationality',
      'Document expiry',
      'Bank name',
    ]);
    expect(rows.find((r) => r.key === 'middleName')?.value).toBe('—');
    expect(rows.find((r) => r.key === 'extra.documentExpiry')?.value).toBe('2030-01-01');
  });
});

describe('matches', () => {
  it('says Matched, Did not match or Not supplied', () => {
    expect(matchOutcome(true)).toBe('Matched');
    expect(matchOutcome(false)).toBe('Did not match');
    expect(matchOutcome(null)).toBe('Not supplied');
    expect(matchRows({ firstName: true, lastName: false, dateOfBirth: null }).map((r) => r.outcome)).toEqual([
      'Matched',
      'Did not match',
      'Not supplied',
    ]);
  });
});

describe('riskOf', () => {
  it('groups the provider wording (§3) and is null without one', () => {
    expect(riskOf({ result: person, riskLevel: null })).toBe('low');
    expect(
      riskOf({ result: { ...person, extra: { riskStatus: 'critical_high_risk' } }, riskLevel: null }),
    ).toBe('high');
    expect(riskOf({ result: { ...person, extra: {} }, riskLevel: null })).toBeNull();
    expect(riskOf({ result: null, riskLevel: null })).toBeNull();
  });

  it("takes the check's own risk level (a screening's or a credit report's) over the record's", () => {
    expect(riskOf({ result: person, riskLevel: 'potential_high_risk' })).toBe('high');
    expect(riskOf({ result: { ...person, extra: {} }, riskLevel: 'critical_high_risk' })).toBe('high');
    expect(riskOf({ result: { ...person, extra: {} }, riskLevel: 'potential_medium_risk' })).toBe('medium');
    // An expired check keeps its risk level though its record is gone.
    expect(riskOf({ result: null, riskLevel: 'low_risk' })).toBe('low');
  });
});

describe('row texts', () => {
  it('names the person from the full name, else —', () => {
    expect(displayName({ result: person })).toBe('Ada Obi');
    expect(displayName({ result: { ...person, fullName: null } })).toBe('—');
    expect(displayName({ result: null })).toBe('—');
  });

  it('labels types by §3, falling back to the code', () => {
    expect(typeLabel('nin')).toBe('NIN');
    expect(typeLabel('keNationalId')).toBe('National ID');
    expect(typeLabel('newThing')).toBe('newThing');
  });
});

describe('extraLabel', () => {
  it('reads like the client fieldLabel, capitalised', () => {
    expect(extraLabel('documentExpiry')).toBe('Document expiry');
    expect(extraLabel('bank_name')).toBe('Bank name');
    expect(extraLabel('plate-number')).toBe('Plate number');
  });
});
