import type { TDocumentText, TMrzReading } from '@verity/client';
import { describe, expect, it } from 'vitest';
import { compareFields } from './compare-fields.js';
import { PASSPORT_HOLDER, PASSPORT_HOLDER_FIELDS, td3 } from './test-documents.js';

const MRZ: TMrzReading = {
  format: 'TD3',
  valid: true,
  failedChecks: [],
  fields: PASSPORT_HOLDER_FIELDS,
  lines: td3(PASSPORT_HOLDER),
};

const withMrz = (mrz: TMrzReading | null, text = ''): TDocumentText => ({ text, confidence: 0.9, mrz });

const byField = (results: ReturnType<typeof compareFields>) =>
  Object.fromEntries(results.map(({ field, ...rest }) => [field, rest]));

describe('compareFields against an MRZ', () => {
  it('matches details supplied as a person types them: case, accents, spacing, dashes', () => {
    const results = compareFields(
      {
        firstName: '  adaeze   chioma ',
        lastName: 'Ọ̀kọ́nkwọ',
        dateOfBirth: '1988-03-14',
        documentNumber: 'a07 214-593',
      },
      withMrz(MRZ),
    );
    expect(results).toEqual([
      { field: 'firstName', supplied: '  adaeze   chioma ', extracted: 'ADAEZE CHIOMA', match: true },
      { field: 'lastName', supplied: 'Ọ̀kọ́nkwọ', extracted: 'OKONKWO', match: true },
      { field: 'dateOfBirth', supplied: '1988-03-14', extracted: '1988-03-14', match: true },
      { field: 'documentNumber', supplied: 'a07 214-593', extracted: 'A07214593', match: true },
    ]);
  });

  it('reports each field that differs', () => {
    const results = byField(
      compareFields(
        { firstName: 'Ngozi', lastName: 'Okonkwo', dateOfBirth: '1988-03-15', documentNumber: 'A07214594' },
        withMrz(MRZ),
      ),
    );
    expect(results.firstName).toEqual({ supplied: 'Ngozi', extracted: 'ADAEZE CHIOMA', match: false });
    expect(results.lastName?.match).toBe(true);
    expect(results.dateOfBirth).toEqual({ supplied: '1988-03-15', extracted: '1988-03-14', match: false });
    expect(results.documentNumber).toEqual({ supplied: 'A07214594', extracted: 'A07214593', match: false });
  });

  it('matches a first name that is the first of the given names, not a later one alone', () => {
    const first = (firstName: string) => byField(compareFields({ firstName }, withMrz(MRZ))).firstName?.match;
    expect(first('Adaeze')).toBe(true);
    expect(first('Adaeze Chioma')).toBe(true);
    expect(first('AdaezeChioma')).toBe(true);
    expect(first('Chioma')).toBe(false);
    expect(first('Adaeze Ngozi')).toBe(false);
    expect(first('Ada')).toBe(false);
    // The surname is compared whole.
    expect(byField(compareFields({ lastName: 'Okonkwo Eze' }, withMrz(MRZ))).lastName?.match).toBe(false);
  });

  it('matches a longer supplied name when the MRZ cut the names short, and only then', () => {
    // 39 characters of names, no filler left at the end: ICAO cut "Oluwaseun" to "OLU".
    const truncated: TMrzReading = {
      ...MRZ,
      fields: { ...MRZ.fields, lastName: 'NWACHUKWU OKONKWO', firstName: 'ADAEZE CHIOMANDA OLU' },
      lines: ['P<NGANWACHUKWU<OKONKWO<<ADAEZE<CHIOMANDA<OLU', MRZ.lines[1] ?? ''],
    };
    const supplied = { firstName: 'Adaeze Chiomanda Oluwaseun', lastName: 'Nwachukwu-Okonkwo' };
    expect(compareFields(supplied, withMrz(truncated)).map((result) => result.match)).toEqual([
      true,
      true,
      null,
      null,
    ]);
    // Names with room to spare (fillers at the end): "OLU" is the whole name there, not a cut.
    const complete: TMrzReading = {
      ...MRZ,
      fields: { ...MRZ.fields, lastName: 'NWACHUKWU OKONKWO', firstName: 'ADAEZE CHIOMA OLU' },
      lines: ['P<NGANWACHUKWU<OKONKWO<<ADAEZE<CHIOMA<OLU<<<', MRZ.lines[1] ?? ''],
    };
    const longer = { firstName: 'Adaeze Chioma Oluwaseun' };
    expect(byField(compareFields(longer, withMrz(complete))).firstName?.match).toBe(false);
  });

  it('tries names the ICAO way too (Ü as UE, Ø as OE), as MRZs write them', () => {
    const mrz: TMrzReading = { ...MRZ, fields: { ...MRZ.fields, lastName: 'MUELLER', firstName: 'OEYVIND' } };
    expect(
      compareFields({ lastName: 'Müller', firstName: 'Øyvind' }, withMrz(mrz)).map((r) => r.match),
    ).toEqual([true, true, null, null]);
    const plain: TMrzReading = { ...MRZ, fields: { ...MRZ.fields, lastName: 'MULLER' } };
    expect(byField(compareFields({ lastName: 'Müller' }, withMrz(plain))).lastName?.match).toBe(true);
  });

  it('gives match null, with what the document says, for what was not supplied', () => {
    expect(compareFields({}, withMrz(MRZ))).toEqual([
      { field: 'firstName', supplied: null, extracted: 'ADAEZE CHIOMA', match: null },
      { field: 'lastName', supplied: null, extracted: 'OKONKWO', match: null },
      { field: 'dateOfBirth', supplied: null, extracted: '1988-03-14', match: null },
      { field: 'documentNumber', supplied: null, extracted: 'A07214593', match: null },
    ]);
    // Supplied but with nothing to compare: blank, or not a date.
    const blank = byField(compareFields({ firstName: ' ', dateOfBirth: '14/03/1988' }, withMrz(MRZ)));
    expect(blank.firstName).toEqual({ supplied: ' ', extracted: 'ADAEZE CHIOMA', match: null });
    expect(blank.dateOfBirth).toEqual({ supplied: '14/03/1988', extracted: '1988-03-14', match: null });
  });

  it('does not use an MRZ value whose check digit failed: the printed text decides, or nothing', () => {
    const failing: TMrzReading = {
      ...MRZ,
      valid: false,
      failedChecks: ['birthDate', 'documentNumber', 'composite'],
    };
    const printed = 'Date of birth\n14 MAR 1988\nPassport No.\nA0721 4593';
    const results = byField(
      compareFields({ dateOfBirth: '1988-03-14', documentNumber: 'A07214593' }, withMrz(failing, printed)),
    );
    expect(results.dateOfBirth).toEqual({ supplied: '1988-03-14', extracted: '1988-03-14', match: true });
    expect(results.documentNumber).toEqual({ supplied: 'A07214593', extracted: 'A07214593', match: true });
    const elsewhere = byField(compareFields({ dateOfBirth: '1990-01-01' }, withMrz(failing, printed)));
    expect(elsewhere.dateOfBirth).toEqual({ supplied: '1990-01-01', extracted: null, match: null });
  });
});

describe('compareFields without an MRZ (the printed text)', () => {
  const licence = [
    'FEDERAL REPUBLIC OF NIGERIA',
    "DRIVER'S LICENCE",
    'Licence No. ABC-12345 AA67',
    'OKONKWO',
    'ADAEZE CHIOMA',
    'D.O.B: 14/03/1988',
    'Expiry 2031-09-12',
  ].join('\n');

  it('confirms the supplied values it finds printed, however they are spaced or written', () => {
    const results = compareFields(
      { firstName: 'Adaeze', lastName: 'Okonkwo', dateOfBirth: '1988-03-14', documentNumber: 'abc12345aa67' },
      withMrz(null, licence),
    );
    expect(results).toEqual([
      { field: 'firstName', supplied: 'Adaeze', extracted: 'Adaeze', match: true },
      { field: 'lastName', supplied: 'Okonkwo', extracted: 'Okonkwo', match: true },
      { field: 'dateOfBirth', supplied: '1988-03-14', extracted: '1988-03-14', match: true },
      { field: 'documentNumber', supplied: 'abc12345aa67', extracted: 'abc12345aa67', match: true },
    ]);
  });

  it('finds dates written the usual ways', () => {
    const found = (text: string) =>
      byField(compareFields({ dateOfBirth: '1988-03-14' }, withMrz(null, text))).dateOfBirth?.match;
    for (const text of [
      '14.03.1988',
      '14/3/1988',
      '14 - 03 - 1988',
      '03/14/1988',
      '1988-03-14',
      '14 MAR 1988',
    ]) {
      expect(found(`Born ${text} in Lagos`), text).toBe(true);
    }
    expect(found('14 March 88')).toBe(true);
    expect(found('114/03/19880')).toBeNull();
    expect(found('14/03/1989')).toBeNull();
  });

  it('never reports a mismatch from printed text: what it cannot find stays unknown', () => {
    const results = compareFields(
      { firstName: 'Ngozi', lastName: 'Eze', dateOfBirth: '1990-01-01', documentNumber: 'XYZ999' },
      withMrz(null, licence),
    );
    expect(results.map((result) => [result.extracted, result.match])).toEqual([
      [null, null],
      [null, null],
      [null, null],
      [null, null],
    ]);
  });

  it('does not confirm a number or a name from part of a printed word', () => {
    const results = byField(
      compareFields({ documentNumber: 'ABC1234', firstName: 'Ada' }, withMrz(null, licence)),
    );
    expect(results.documentNumber?.match).toBeNull();
    expect(results.firstName?.match).toBeNull();
  });
});
