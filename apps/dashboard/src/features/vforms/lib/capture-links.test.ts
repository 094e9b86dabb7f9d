import { describe, expect, it } from 'vitest';
import { captureLink } from './capture-links';

const organization = { kind: 'organization', organizationId: 'org 1' } as const;

describe('the link from an identity capture answer to its capture', () => {
  it('opens a document capture, with or without liveness, among the document captures', () => {
    const expected = { href: '/document-capture/cap_1', text: 'View the document capture' };
    expect(captureLink({ kind: 'business' }, { captureId: 'cap_1', kind: 'document' })).toEqual(expected);
    expect(captureLink({ kind: 'business' }, { captureId: 'cap_1', kind: 'document_and_liveness' })).toEqual(
      expected,
    );
  });

  it('opens a liveness check among the liveness checks', () => {
    expect(captureLink({ kind: 'business' }, { captureId: 'cap_2', kind: 'liveness' })).toEqual({
      href: '/liveness-check/cap_2',
      text: 'View the liveness check',
    });
  });

  it('stays in the scope the response was read in', () => {
    expect(captureLink(organization, { captureId: 'cap_1', kind: 'document_and_liveness' }).href).toBe(
      '/organizations/org%201/document-capture/cap_1',
    );
    expect(captureLink(organization, { captureId: 'cap_2', kind: 'liveness' }).href).toBe(
      '/organizations/org%201/liveness-check/cap_2',
    );
    expect(
      captureLink({ kind: 'admin', businessId: 'biz-1' }, { captureId: 'cap_1', kind: 'document' }).href,
    ).toBe('/businesses/biz-1/document-capture/cap_1');
  });
});
