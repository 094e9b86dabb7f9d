import type { TAmlHit, TAmlScreening, TIdentityCheck } from '@verity/client';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AmlScreeningSection } from './aml-screening';

const hit: TAmlHit = {
  id: 'sb-2',
  entity: {
    id: 'sb-2',
    schema: 'Person',
    category: 'pep',
    names: ['Sandbox Politician'],
    birthDates: ['1965-04-04'],
    countries: ['ng'],
    positions: [],
    programs: [],
    listedOn: null,
    wallets: [],
    datasets: ['Sandbox PEP register'],
  },
  score: 0.9,
  reasons: [{ feature: 'name', effect: 0.9, text: 'The name matches a listed name exactly' }],
  decision: null,
};

const screening: TAmlScreening = {
  id: 's1',
  checkId: 'c1',
  status: 'potential_match',
  riskLevel: 'potential_high_risk',
  matches: [
    {
      name: 'Sandbox Politician',
      category: 'pep',
      list: 'Sandbox PEP register',
      country: 'NG',
      dateOfBirth: '1965-04-04',
      reason: 'Member of a sandbox state house of assembly',
      score: 0.9,
    },
  ],
  hits: [hit],
  lists: ['Sandbox PEP register'],
  screenedName: 'Ada Obi',
  environment: 'sandbox',
  cost: { amount: 5000, currency: 'NGN' },
  requestedBy: { id: 'u1', name: 'Ola Owner' },
  createdAt: '2026-02-03T10:00:00.000Z',
};

const check = (aml: TAmlScreening | null): TIdentityCheck => ({
  id: 'c1',
  type: 'nin',
  country: 'ng',
  status: 'found',
  reference: '*******4444',
  result: null,
  match: { firstName: null, lastName: null, dateOfBirth: null },
  failureReason: null,
  environment: 'sandbox',
  businessId: 'b1',
  organizationId: null,
  requestedBy: { id: 'u1', name: 'Ola Owner' },
  cost: { amount: 10000, currency: 'NGN' },
  hasExpired: false,
  riskLevel: aml?.riskLevel ?? null,
  aml,
  createdAt: '2026-02-03T09:00:00.000Z',
});

// A platform admin's scope: the screening is read there, never started, so no button and no server state.
const section = (aml: TAmlScreening | null) =>
  renderToStaticMarkup(
    <AmlScreeningSection check={check(aml)} scope={{ kind: 'admin', businessId: 'b1' }} />,
  );

describe('the screening on a customer verification', () => {
  it('shows each hit as a Sanction & PEP result does: the listed name, its facts and why it matched', () => {
    const markup = section(screening);
    expect(markup).toMatch(
      /<article aria-labelledby="([^"]+)"[^>]*>.*<h3 id="\1"[^>]*>Sandbox Politician<\/h3>/s,
    );
    expect(markup).toContain('aria-label="Why Sandbox Politician matched"');
    expect(markup).toContain('The name matches a listed name exactly');
    expect(markup).not.toContain('<table');
    expect(markup).not.toContain('<button');
  });

  it('keeps the matches table for a screening made before hits were kept', () => {
    const markup = section({ ...screening, hits: [] });
    expect(markup).not.toContain('<article');
    expect(markup).toMatch(/<h3 id="([^"]+)"[^>]*>Matches<\/h3>.*<table aria-labelledby="\1"/s);
    expect(markup).toMatch(/<th scope="row"[^>]*>Sandbox Politician<\/th>/);
  });

  it('says so when nothing on the lists resembles the person', () => {
    const clear = { ...screening, status: 'clear' as const, matches: [], hits: [] };
    expect(section(clear)).toContain('No entry on the lists searched resembles Ada Obi.');
    expect(section(null)).toContain('This person has not been screened');
  });
});
