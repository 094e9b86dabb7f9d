/**
 * readMrz on text as OCR gives it. The MRZs are built by test-documents.ts, whose check digits are
 * computed independently of the `mrz` package; the first tests pin that helper to ICAO's own specimens.
 */
import { describe, expect, it } from 'vitest';
import { readMrz, readMrzFromReadings } from './mrz.js';
import { normaliseLine } from './mrz-candidates.js';
import {
  checkDigit,
  PASSPORT_HOLDER,
  PASSPORT_HOLDER_FIELDS,
  td1,
  td3,
  withCharAt,
} from './test-documents.js';

const today = new Date('2026-11-27T12:00:00Z');

const HOLDER = PASSPORT_HOLDER;
const [LINE1, LINE2] = td3(HOLDER);

const HOLDER_FIELDS = PASSPORT_HOLDER_FIELDS;

describe('test MRZ builder (test-documents.ts)', () => {
  // ICAO Doc 9303 part 3 §4.9 worked example, and the specimens of parts 4 (TD3) and 5 (TD1).
  it('computes check digits as ICAO 9303 does', () => {
    expect(checkDigit('520727')).toBe('3');
    expect(checkDigit('L898902C3')).toBe('6');
    expect(checkDigit('AB2134<<<')).toBe('5');
  });

  it("reproduces ICAO's TD3 and TD1 specimens", () => {
    const erikssonBase = {
      issuingState: 'UTO',
      lastName: 'ERIKSSON',
      firstName: 'ANNA MARIA',
      nationality: 'UTO',
      birthDate: '740812',
      sex: 'F' as const,
      expirationDate: '120415',
    };
    expect(
      td3({ ...erikssonBase, documentCode: 'P', documentNumber: 'L898902C3', optional: 'ZE184226B' }),
    ).toEqual([
      'P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<',
      'L898902C36UTO7408122F1204159ZE184226B<<<<<10',
    ]);
    expect(td1({ ...erikssonBase, documentCode: 'I', documentNumber: 'D23145890' })).toEqual([
      'I<UTOD231458907<<<<<<<<<<<<<<<',
      '7408122F1204159UTO<<<<<<<<<<<6',
      'ERIKSSON<<ANNA<MARIA<<<<<<<<<<',
    ]);
  });
});

describe('readMrz', () => {
  it('parses a clean TD3 and checks every check digit', () => {
    expect(readMrz(`${LINE1}\n${LINE2}`, { today })).toEqual({
      format: 'TD3',
      valid: true,
      failedChecks: [],
      fields: HOLDER_FIELDS,
      lines: [LINE1, LINE2],
    });
  });

  it('finds the MRZ among printed lines, through OCR noise', () => {
    // Lower case, spaces, « for <<, O and I for 0 and 1 in the dates, fillers read as L, one filler
    // too many in line 2, and printed text around it.
    const text = [
      'FEDERAL REPUBLIC OF NIGERIA',
      'Passport No. A07214593',
      '',
      'p<nga okonkwo«adaeze<chioma <<<<<<<<<<<<LLLLL<',
      'A072145933NGA88O3148F31O9I22 <<<<<<<<<<<<<<<<2',
      'Signature',
    ].join('\n');
    const mrz = readMrz(text, { today });
    expect(mrz?.valid).toBe(true);
    expect(mrz?.fields).toEqual(HOLDER_FIELDS);
    expect(mrz?.lines).toEqual([LINE1, LINE2]);
  });

  it('repairs the usual misreads of filler runs and line ends', () => {
    const cases = [
      `${LINE1}\n${LINE2.replace('<<<<<<', '<<<<')}`, // two fillers missed
      `${LINE1}\n${LINE2}H`, // a speck after the last check digit
      `${LINE1.replace('<<<<<<<<', '<<<CC<CK<')}\n${LINE2}`, // fillers read as C and K
      `${LINE1.replace('<<<<<<', '<<(<<<')}\n${LINE2.replace('<<<', '‹«')}`, // chevrons read as ( ‹ «
    ];
    for (const text of cases) {
      expect(readMrz(text, { today })?.lines, text).toEqual([LINE1, LINE2]);
    }
  });

  it("tries a document number's O and I as 0 and 1, kept only when both its checks then pass", () => {
    const misread = readMrz(`${LINE1}\n${LINE2.replace('A07', 'AO7')}`, { today });
    expect(misread?.valid).toBe(true);
    expect(misread?.fields.documentNumber).toBe('A07214593');
    // A number whose check digit is simply wrong has no such variant to hide behind.
    const wrong = readMrz(`${LINE1}\n${withCharAt(LINE2, 9, '4')}`, { today });
    expect(wrong?.valid).toBe(false);
    expect(wrong?.failedChecks).toEqual(['documentNumber', 'composite']);
  });

  it('names each failed check digit after the field it guards', () => {
    const broken = (index: number, char: string): string[] | undefined =>
      readMrz(`${LINE1}\n${withCharAt(LINE2, index, char)}`, { today })?.failedChecks;
    expect(LINE2.slice(19, 20)).toBe('8'); // birth date's check digit
    expect(broken(19, '1')).toEqual(['birthDate', 'composite']);
    expect(LINE2.slice(27, 28)).toBe('2'); // expiry's check digit
    expect(broken(27, '5')).toEqual(['expirationDate', 'composite']);
    expect(broken(43, '9')).toEqual(['composite']);
    // A changed digit in the birth date itself: the date still parses, its check does not add up.
    const changed = readMrz(`${LINE1}\n${withCharAt(LINE2, 14, '9')}`, { today });
    expect(changed?.fields.birthDate).toBe('1989-03-14');
    expect(changed?.failedChecks).toEqual(['birthDate', 'composite']);
  });

  it('names fields that do not parse `<field>:invalid` (ICAO specimen: UTO is no real state)', () => {
    const mrz = readMrz(
      'P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<\nL898902C36UTO7408122F1204159ZE184226B<<<<<10',
      { today },
    );
    expect(mrz).toMatchObject({
      format: 'TD3',
      valid: false,
      failedChecks: ['issuingState:invalid', 'nationality:invalid'],
      fields: { issuingState: null, nationality: null, documentNumber: 'L898902C3', lastName: 'ERIKSSON' },
    });
  });

  it('parses a TD1 (three lines of 30) and a TD2 (two of 36)', () => {
    const card = td1({ ...HOLDER, documentCode: 'I', documentNumber: 'NG8841207' });
    expect(readMrz(card.join('\n'), { today })).toEqual({
      format: 'TD1',
      valid: true,
      failedChecks: [],
      fields: { ...HOLDER_FIELDS, documentCode: 'I', documentNumber: 'NG8841207' },
      lines: card,
    });
    const td2 = readMrz('I<NGAOKONKWO<<ADAEZE<CHIOMA<<<<<<<<<\nA072145933NGA8803148F3109122<<<<<<<2', {
      today,
    });
    expect(td2).toMatchObject({
      format: 'TD2',
      valid: true,
      fields: { ...HOLDER_FIELDS, documentCode: 'I' },
    });
  });

  it('gives birth dates the century that puts them in the past, expiry dates the one within 50 years', () => {
    const read = (birth: string, expiry: string) =>
      readMrz(td3({ ...HOLDER, birthDate: birth, expirationDate: expiry }).join('\n'), { today })?.fields;
    expect(read('261127', '760101')).toMatchObject({ birthDate: '2026-11-27', expirationDate: '2076-01-01' });
    expect(read('261128', '770101')).toMatchObject({ birthDate: '1926-11-28', expirationDate: '1977-01-01' });
    expect(read('000229', '000101')).toMatchObject({ birthDate: '2000-02-29', expirationDate: '2000-01-01' });
  });

  it('leaves an unknown day out of the date, and fails a day that is not in the calendar', () => {
    const unknownDay = readMrz(td3({ ...HOLDER, birthDate: '8803<<' }).join('\n'), { today });
    expect(unknownDay?.valid).toBe(true);
    expect(unknownDay?.fields.birthDate).toBeNull();
    const february30 = readMrz(td3({ ...HOLDER, birthDate: '880230' }).join('\n'), { today });
    expect(february30?.valid).toBe(false);
    expect(february30?.failedChecks).toEqual(['birthDate:invalid']);
    expect(february30?.fields.birthDate).toBeNull();
  });

  it('gives the sex as M, F or X (an MRZ `<`)', () => {
    expect(readMrz(td3({ ...HOLDER, sex: 'M' }).join('\n'), { today })?.fields.sex).toBe('M');
    expect(readMrz(td3({ ...HOLDER, sex: '<' }).join('\n'), { today })?.fields.sex).toBe('X');
  });

  it('returns null for text without an MRZ', () => {
    expect(readMrz('', { today })).toBeNull();
    expect(readMrz('FEDERAL REPUBLIC OF NIGERIA\nDate of birth 14 MAR 1988', { today })).toBeNull();
    // Lines of an MRZ's length, but no fillers.
    expect(readMrz(`${'A'.repeat(44)}\n${'1'.repeat(44)}`, { today })).toBeNull();
    // Fillers and the right lengths, but no document code where it belongs.
    expect(readMrz(`${withCharAt(LINE1, 0, 'X')}\n${LINE2}`, { today })).toBeNull();
    // One line only.
    expect(readMrz(LINE1, { today })).toBeNull();
  });
});

describe('readMrzFromReadings', () => {
  it('takes each character from the reading whose check digits agree', () => {
    // The band reading has the composite digit wrong, the page reading the birth date's check digit.
    const band = `${LINE1}\n${withCharAt(LINE2, 43, 'H')}`;
    const page = `${LINE1}\n${withCharAt(LINE2, 19, 'X')}`;
    expect(readMrz(band, { today })?.valid).toBe(false);
    expect(readMrz(page, { today })?.valid).toBe(false);
    const both = readMrzFromReadings([band, page], { today });
    expect(both?.valid).toBe(true);
    expect(both?.lines).toEqual([LINE1, LINE2]);
  });

  it('keeps the preferred reading where no check decides (the names)', () => {
    const band = `${LINE1}\n${LINE2}`;
    const page = `${LINE1.replace('CHIOMA', 'CHIDMA')}\n${LINE2}`;
    expect(readMrzFromReadings([band, page], { today })?.fields.firstName).toBe('ADAEZE CHIOMA');
    expect(readMrzFromReadings([page, band], { today })?.fields.firstName).toBe('ADAEZE CHIDMA');
  });
});

describe('normaliseLine', () => {
  it('upper-cases, drops spaces and what an MRZ cannot hold, and reads chevrons as fillers', () => {
    expect(normaliseLine(' p<nga okonkwo«adaeze ')).toBe('P<NGAOKONKWO<<ADAEZE');
    expect(normaliseLine('I<NGA (x) [y] {z} ‹')).toBe('I<NGA<X<Y<Z<');
    expect(normaliseLine('<<<<<<()')).toBe('<<<<<<0');
    // After three fillers, runs of L, C and K are fillers; inside names they stay.
    expect(normaliseLine('CLARK<<LUC<<<LLCK<L')).toBe('CLARK<<LUC<<<<<<<<<');
  });
});
