import { describe, expect, it } from 'vitest';
import { nameSimilarity } from './name-similarity.js';
import { AML_MATCH_THRESHOLD, SandboxAmlProvider } from './sandbox-aml-provider.js';
import { riskLevelOfMatches } from './screen-check.js';

describe('nameSimilarity', () => {
  it('ignores order, case, accents and punctuation', () => {
    expect(nameSimilarity('Funmilayo Olawale', 'OLAWALE, funmilayo')).toBe(1);
    expect(nameSimilarity('Zoë Adébáyọ̀', 'zoe adebayo')).toBe(1);
  });

  it('keeps a one-letter typo above the match threshold and a different person below it', () => {
    expect(nameSimilarity('Sandbox Politican', 'Sandbox Politician')).toBeGreaterThanOrEqual(
      AML_MATCH_THRESHOLD,
    );
    expect(nameSimilarity('Ngozi Bello', 'Sandbox Politician')).toBeLessThan(0.3);
    expect(nameSimilarity('', 'Sandbox Politician')).toBe(0);
  });
});

describe('the sandbox screening', () => {
  it('raises a match only for the fictitious list entries, worst first in the risk level', async () => {
    const provider = new SandboxAmlProvider();
    const subject = { dateOfBirth: null, nationality: 'NG', country: 'ng' };
    const clear = await provider.screen({ ...subject, fullName: 'Adaeze Chinedu Okafor' });
    expect(clear.matches).toEqual([]);
    expect(riskLevelOfMatches(clear.matches)).toBe('low_risk');
    const pep = await provider.screen({ ...subject, fullName: 'politician sandbox' });
    expect(riskLevelOfMatches(pep.matches)).toBe('potential_high_risk');
    const sanction = await provider.screen({ ...subject, fullName: 'Sandbox Sanctioned' });
    expect(riskLevelOfMatches([...pep.matches, ...sanction.matches])).toBe('critical_high_risk');
  });
});
