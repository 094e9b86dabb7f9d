import { describe, expect, it } from 'vitest';
import { assessRelevance, prepareSubject } from './article-relevance.js';

const subject = prepareSubject({
  kind: 'individual',
  name: 'Adewale Chinedu Okafor',
  country: 'NG',
  birthYear: 1975,
});
const article = (body: string, country = 'NG') => ({
  title: 'Court news',
  body,
  country,
  publishedAt: '2023-05-01',
});

describe('article relevance', () => {
  it('finds the subject named with an initial, and the adverse terms near the name, with reasons', () => {
    const result = assessRelevance(
      subject,
      article('Police said A. Okafor, 48, defrauded investors in a 419 scheme.'),
    );
    expect(result.relevant).toBe(true);
    expect(result.categories).toEqual(['fraud']);
    expect(result.reasons.map((reason) => reason.text)).toEqual([
      "Name 'Adewale Chinedu Okafor' matches 'A. Okafor' (0.93)",
      "Born 1975 agrees with the article ('aged 48 in 2023'): +0.03",
      'Country Nigeria agrees',
      "Fraud terms near the name: 'defrauded', '419'",
    ]);
  });

  it('finds a reordered name, and terms in the sentence after the name', () => {
    const result = assessRelevance(
      subject,
      article('Okafor Adewale was arrested on Monday. He is accused of money laundering.'),
    );
    expect(result.relevant).toBe(true);
    expect(result.categories).toEqual(['money_laundering']);
    expect(result.evidence).toHaveLength(2);
  });

  it('does not take a namesake whose birth year conflicts for the subject', () => {
    const result = assessRelevance(subject, article('Adewale Okafor, 24, was convicted of fraud in Lagos.'));
    expect(result.relevant).toBe(false);
    expect(result.reasons.map((reason) => reason.text)).toContain(
      "Born 1975 conflicts with the article ('aged 24 in 2023'): −0.30",
    );
  });

  it('does not take a namesake abroad for the subject', () => {
    const result = assessRelevance(
      subject,
      article('Adewale Okafor was jailed for kidnapping in Durban.', 'ZA'),
    );
    expect(result.relevant).toBe(false);
    expect(result.reasons[1]?.text).toBe('Country South Africa conflicts with Nigeria: −0.25');
  });

  it('finds neutral coverage of the subject not relevant', () => {
    const result = assessRelevance(subject, article('Adewale Okafor opened a library in Enugu.'));
    expect(result).toMatchObject({ relevant: false, score: 0, categories: [] });
    expect(result.identityScore).toBeGreaterThanOrEqual(0.9);
    expect(result.reasons.at(-1)?.text).toBe('No adverse terms near the name');
  });

  it('does not take someone sharing only the surname, even in the same article', () => {
    expect(assessRelevance(subject, article('Musa Okafor was charged with fraud.')).relevant).toBe(false);
  });

  it('ignores adverse terms far from the name', () => {
    const body =
      'Adewale Okafor chairs the club. The weather was fine. Elsewhere, a man was charged with fraud.';
    expect(assessRelevance(subject, article(body)).relevant).toBe(false);
  });

  it('takes a company by its registration number, and not a similarly named one', () => {
    const company = prepareSubject({
      kind: 'business',
      name: 'Okafor Haulage Ltd',
      country: 'NG',
      registrationNumber: 'RC 123456',
    });
    const hit = assessRelevance(
      company,
      article('Okafor Haulage Limited (RC 123456) was fined for tax evasion.'),
    );
    expect(hit.relevant).toBe(true);
    expect(hit.reasons.map((reason) => reason.text)).toContain(
      'Registration number RC123456 appears in the article',
    );
    expect(assessRelevance(company, article('Okafor Minerals Ltd was fined for tax evasion.')).relevant).toBe(
      false,
    );
  });
});
