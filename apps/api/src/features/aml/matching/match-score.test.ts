import { describe, expect, it } from 'vitest';
import { type MatchSubject, scoreMatch } from './match-score.js';
import { DEFAULT_MATCH_THRESHOLD } from './match-threshold.js';
import { compareNames } from './name-score.js';

const person = (name: string, extra: Partial<MatchSubject> = {}): MatchSubject => ({
  schema: 'Person',
  names: [name],
  ...extra,
});
const raised = (query: MatchSubject, entity: MatchSubject) =>
  scoreMatch(query, entity).score >= DEFAULT_MATCH_THRESHOLD;

describe('the name comparison', () => {
  it('reads a name in any script, accents, case, order and punctuation', () => {
    expect(compareNames('Adébáyọ̀ Ògúnlẹ́yẹ', 'OGUNLEYE, adebayo').score).toBe(1);
    expect(compareNames('Владимир Петров', 'Vladimir Petrov').score).toBe(1);
  });

  it('drops titles and honorifics, but not the surnames Obi and Oba', () => {
    expect(compareNames('Alhaji Dr. Aminu Bello', 'Aminu Bello').score).toBe(1);
    expect(compareNames('Chief Engr. Hon. Ngozi Okafor', 'Ngozi Okafor').score).toBe(1);
    expect(compareNames('Adaeze Obi', 'Adaeze Okafor').score).toBeLessThan(0.6);
  });

  it('takes spellings that sound alike, a typo, a swapped pair of letters and an initial', () => {
    for (const [query, listed] of [
      ['Mohammed Yusuf', 'Muhammad Yousef'],
      ['Kobina Mensah', 'Kwabena Mensah'],
      ['Olawale Funmilayp', 'Olawale Funmilayo'],
      ['Jamila Takno', 'Jamila Tanko'],
      ['A. Bello', 'Aliyu Bello'],
    ]) {
      expect(
        compareNames(query as string, listed as string).score,
        `${query} ~ ${listed}`,
      ).toBeGreaterThanOrEqual(DEFAULT_MATCH_THRESHOLD);
    }
  });

  it('matches a name split or joined differently, and one missing a middle name', () => {
    expect(compareNames('Abdul Rahman Haddad', 'Abdulrahman Haddad').score).toBeGreaterThanOrEqual(0.95);
    expect(compareNames('Chukwuemeka Okonkwo', 'Chukwu Emeka Okonkwo').score).toBeGreaterThanOrEqual(0.95);
    expect(compareNames('Aliyu Bello', 'Aliyu Musa Bello').score).toBeGreaterThanOrEqual(0.95);
  });

  it('does not take a shared surname, a look-alike given name, or a surname alone for a person', () => {
    expect(compareNames('Musa Bello', 'Aliyu Bello').score).toBeLessThan(DEFAULT_MATCH_THRESHOLD);
    expect(compareNames('Adebola Akintola', 'Adebayo Akintola').score).toBeLessThan(DEFAULT_MATCH_THRESHOLD);
    expect(compareNames('Bello', 'Aliyu Bello').score).toBeLessThan(DEFAULT_MATCH_THRESHOLD);
    expect(compareNames('', 'Aliyu Bello').score).toBe(0);
  });
});

describe('the match score and its reasons', () => {
  it('lowers the same name with another birth year, day or country below the threshold, and says why', () => {
    const listed = person('Aliyu Bello', { birthDates: ['1970-05-05'], countries: ['NG'] });
    const otherYear = scoreMatch(person('Aliyu Bello', { birthDates: ['1984'] }), listed);
    expect(otherYear.score).toBeLessThan(DEFAULT_MATCH_THRESHOLD);
    expect(otherYear.reasons).toContainEqual({
      feature: 'birth_date',
      effect: -0.3,
      text: 'Born in another year (1984 against 1970-05-05)',
    });
    expect(raised(person('Aliyu Bello', { birthDates: ['1970-09-12'] }), listed)).toBe(false);
    const otherCountry = scoreMatch(person('Aliyu Bello', { countries: ['GH'] }), listed);
    expect(otherCountry.score).toBeLessThan(DEFAULT_MATCH_THRESHOLD);
    expect(otherCountry.reasons.map((reason) => reason.text)).toContain('Different country (GH against NG)');
  });

  it('keeps a match whose details agree or are not given, and names the tokens that agreed', () => {
    const listed = person('Muhammad Sani Abdullahi', { birthDates: ['1970-05-05'], countries: ['NG'] });
    const result = scoreMatch(
      person('Mohammed Abdullahi', { birthDates: ['1970'], countries: ['NG'] }),
      listed,
    );
    expect(result.score).toBeGreaterThanOrEqual(DEFAULT_MATCH_THRESHOLD);
    const [name] = result.reasons;
    expect(name?.feature).toBe('name');
    expect(name?.text).toContain('mohammed ~ muhammad (phonetic)');
    expect(name?.text).toContain('sani has no counterpart');
    expect(result.reasons.map((reason) => reason.text)).toEqual(
      expect.arrayContaining(['Birth dates agree as far as both go', 'Same country (NG)']),
    );
    expect(raised(person('Muhammad Abdullahi'), listed)).toBe(true);
  });

  it('lets a shared identifier decide, and a different gender count against', () => {
    const listed = person('Ngozi Okafor', { identifiers: ['A0123-4567'], gender: 'female' });
    const byId = scoreMatch(person('N. Okafor-Eze', { identifiers: ['a01234567'] }), listed);
    expect(byId.score).toBe(0.98);
    expect(byId.reasons.map((reason) => reason.text)).toContain('Identifier A01234567 is the same');
    expect(raised(person('Ngozi Okafor', { gender: 'male' }), listed)).toBe(false);
  });
});
