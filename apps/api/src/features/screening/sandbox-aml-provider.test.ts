import { describe, expect, it } from 'vitest';
import { SandboxAmlProvider } from './sandbox-aml-provider.js';
import { riskLevelOfMatches } from './screen-check.js';

describe('the sandbox screening', () => {
  const provider = new SandboxAmlProvider();
  const subject = { dateOfBirth: null, nationality: 'NG', country: 'ng' };

  it('raises a match only for the fictitious list entries, worst first in the risk level', async () => {
    const clear = await provider.screen({ ...subject, fullName: 'Adaeze Chinedu Okafor' });
    expect(clear.matches).toEqual([]);
    expect(riskLevelOfMatches(clear.matches)).toBe('low_risk');
    const pep = await provider.screen({ ...subject, fullName: 'politician sandbox' });
    expect(riskLevelOfMatches(pep.matches)).toBe('potential_high_risk');
    const sanction = await provider.screen({ ...subject, fullName: 'Sandbox Sanctioned' });
    expect(riskLevelOfMatches([...pep.matches, ...sanction.matches])).toBe('critical_high_risk');
  });

  it('screens with the matcher: a typo still matches, another birth year does not', async () => {
    const typo = await provider.screen({
      ...subject,
      fullName: 'Sandbox Politican',
      dateOfBirth: '1965-04-04',
    });
    expect(typo.matches.map((match) => match.name)).toEqual(['Sandbox Politician']);
    const namesake = await provider.screen({
      ...subject,
      fullName: 'Sandbox Politician',
      dateOfBirth: '1990-04-04',
    });
    expect(namesake.matches).toEqual([]);
  });
});
