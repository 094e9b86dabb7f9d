import { businessPermissions } from '@verity/client';
import { describe, expect, it } from 'vitest';
import { mainNavigation, userMenuLinks } from '../navigation';
import { allowedLinks, isActivePath, sidebarEntries } from './nav-access';

const labels = (entries: ReadonlyArray<{ label: string }>) => entries.map((entry) => entry.label);

describe('sidebarEntries', () => {
  it('an owner with every business permission sees every business link, not the admin one', () => {
    const entries = sidebarEntries(mainNavigation, businessPermissions, 'development');
    expect(labels(entries)).toEqual([
      'Get Started',
      'Overview',
      'Customer Verification',
      'Business Verification',
      'Credit Report',
      'Employee Verification',
      'Transaction Monitoring',
      'Risk Intelligence',
      'Address Verification',
      'Sanction & PEP Screening',
      'Adverse Media',
      'Organizations',
      'Workflow Builder',
    ]);
  });

  it('an analyst with identity:view sees the ungated links and Customer Verification only', () => {
    const entries = sidebarEntries(mainNavigation, ['identity:view'], 'development');
    expect(labels(entries.filter((entry) => entry.kind === 'link'))).toEqual([
      'Get Started',
      'Customer Verification',
      'Transaction Monitoring',
    ]);
  });

  it('keeps the non-link items, with Employee Verification hidden in production and staging', () => {
    expect(labels(sidebarEntries(mainNavigation, [], 'production'))).toEqual([
      'Get Started',
      'Overview',
      'Transaction Monitoring',
    ]);
    expect(labels(sidebarEntries(mainNavigation, [], 'staging'))).not.toContain('Employee Verification');
    expect(labels(sidebarEntries(mainNavigation, [], 'development'))).toContain('Employee Verification');
  });
});

describe('allowedLinks (user menu)', () => {
  it('filters Billing, Team and Audit Log by their permissions', () => {
    expect(labels(allowedLinks(userMenuLinks, []))).toEqual(['Profile', 'Account Settings']);
    expect(labels(allowedLinks(userMenuLinks, ['wallet:view', 'auditlog:view']))).toEqual([
      'Profile',
      'Billing',
      'Audit Log',
      'Account Settings',
    ]);
    expect(labels(allowedLinks(userMenuLinks, businessPermissions))).toHaveLength(5);
  });
});

describe('isActivePath', () => {
  it('matches the path and its children, not a sibling that shares a prefix', () => {
    expect(isActivePath('/billing', '/billing')).toBe(true);
    expect(isActivePath('/billing', '/billing/invoice')).toBe(true);
    expect(isActivePath('/get-started', '/get-started-now')).toBe(false);
    expect(isActivePath('/', '/billing')).toBe(false);
    expect(isActivePath('/', '/')).toBe(true);
  });
});
