import { describe, expect, it } from 'vitest';
import { renderAuthShells } from './render-auth-shells';

describe('the auth pages’ static shells', () => {
  const shells = renderAuthShells();
  const login = shells.find((shell) => shell.path === '/auth/login');
  const frame = shells.find((shell) => shell.path === '/auth/*');

  it('the login shell is the login page’s first step in the auth layout, titled as the page titles itself', () => {
    expect(login?.markup).toContain('<h1 class="font-semibold text-2xl text-ink">Log in to Verity</h1>');
    expect(login?.markup).toContain('Email address');
    expect(login?.markup).toContain('href="/auth/forgot-password"');
    expect(login?.title).toBe('Log in · Verity');
    expect(login?.pageModule).toBe('src/features/auth/pages/login-page.tsx');
  });

  it('every other auth page gets the layout’s frame, with the slideshow panel CSS shows from lg', () => {
    expect(frame?.markup).toContain('>Verity</a>');
    expect(frame?.markup).toContain('<aside aria-label="About Verity" class="hidden');
    expect(frame?.markup).not.toContain('<h1');
  });

  it('the panel shows the slideshow’s first slide, as React mounts it on a large screen', () => {
    for (const shell of shells) {
      expect(shell.markup).toContain('aria-roledescription="carousel"');
      expect(shell.markup).toContain('One platform to onboard your customers');
    }
  });

  it('holds nothing the CSP would refuse: no script, no style attribute', () => {
    for (const shell of shells) expect(shell.markup).not.toMatch(/<script|\sstyle=/i);
  });
});
