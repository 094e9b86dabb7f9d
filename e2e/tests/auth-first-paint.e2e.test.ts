/**
 * The login page's first paint: the HTML itself already shows the auth layout (logo, the
 * heading, the links; the form's space kept), so nothing waits for JavaScript; React then renders the
 * same page over it without moving anything; its scripts are requested once the shell has painted
 * (apps/dashboard/src/auth-boot.ts). Signed-in pages get no such shell. And the login page
 * loads no zod classic: its forms check the fields with the client's zod-free rules.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite } from '../support/suite.js';

const suite = browserSuite();
const dist = join(dirname(fileURLToPath(import.meta.url)), '../../apps/dashboard/dist');

const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1280, height: 800 };

async function withoutJavaScript<T>(viewport: typeof PHONE, run: (page: Page) => Promise<T>): Promise<T> {
  const context = await suite.browser.newContext({ javaScriptEnabled: false, viewport });
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

describe('the login page before any script runs', () => {
  it('already shows the layout, the heading and the links, and keeps the form’s place empty', async () => {
    await withoutJavaScript(PHONE, async (page) => {
      await page.goto(`${suite.server.url}/auth/login`);
      expect(await page.title()).toBe('Log in · Verity');
      expect(await page.getByRole('heading', { level: 1, name: 'Log in to Verity' }).isVisible()).toBe(true);
      expect(await page.getByText('Welcome back. Enter your details to continue.').isVisible()).toBe(true);
      expect(await page.getByRole('link', { name: 'Verity', exact: true }).isVisible()).toBe(true);
      expect(await page.getByRole('link', { name: 'Forgot password?' }).isVisible()).toBe(true);
      // The copy of the form is only a picture until React renders it: nothing to type into or submit.
      expect(await page.locator('form').count()).toBe(1);
      expect(await page.getByLabel('Email address').isVisible()).toBe(false);
      expect(await page.getByRole('button', { name: 'Continue' }).isVisible()).toBe(false);
    });
  });

  it('puts everything where React then renders it, on a phone and on a desktop (with the slideshow)', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const places = async (page: Page) => ({
        heading: await page.getByRole('heading', { level: 1 }).boundingBox(),
        links: await page.getByRole('link', { name: 'Create an account' }).boundingBox(),
        footer: await page.getByText('© Verity.').boundingBox(),
        // The slideshow's first slide, on a desktop. On a phone the copy is hidden and React mounts no
        // slideshow: no box either way.
        slide:
          (await page.locator('aside h2').count()) > 0 ? await page.locator('aside h2').boundingBox() : null,
      });
      const painted = await withoutJavaScript(viewport, async (page) => {
        await page.goto(`${suite.server.url}/auth/login`);
        return places(page);
      });
      const context = await suite.browser.newContext({ viewport });
      const page = await context.newPage();
      // Once the copy is parsed, whether the slideshow's panel is ever left empty on the way to React's
      // page (React commits in one go: each check sees the page between two commits).
      await page.addInitScript(() => {
        const seen = { emptyPanel: false };
        Object.assign(window, { __panelSeen: seen });
        document.addEventListener('DOMContentLoaded', () =>
          new MutationObserver(() => {
            const panel = document.querySelector('aside[aria-label="About Verity"]');
            if (panel && panel.childElementCount === 0) seen.emptyPanel = true;
          }).observe(document.body, { childList: true, subtree: true }),
        );
      });
      await page.goto(`${suite.server.url}/auth/login`);
      await page.getByLabel('Email address').waitFor();
      expect(await places(page), `${viewport.width}px`).toEqual(painted);
      if (viewport === DESKTOP)
        expect(
          await page.evaluate(
            () => (window as unknown as { __panelSeen: { emptyPanel: boolean } }).__panelSeen,
          ),
        ).toEqual({ emptyPanel: false });
      // React replaced the copy rather than adding to it.
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
      expect(await page.locator('[data-static-shell]').count()).toBe(0);
      expect(await page.title()).toBe('Log in · Verity');
      await context.close();
    }
  });

  it('requests the app’s scripts only once the shell has painted: before it, only the boot script', async () => {
    const context = await suite.browser.newContext({ viewport: PHONE });
    try {
      const page = await context.newPage();
      await page.goto(`${suite.server.url}/auth/login`);
      await page.getByLabel('Email address').waitFor();
      const timing = await page.evaluate(() => ({
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.endsWith('.js'))
          .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
      }));
      expect(timing.firstPaint).not.toBeNull();
      const beforePaint = timing.scripts.filter((script) => script.start < (timing.firstPaint ?? 0));
      expect(beforePaint.map((script) => script.path)).toEqual([
        expect.stringMatching(/^\/assets\/auth-boot-/),
      ]);
      // The entry, React and the login page's chunks came after it.
      expect(timing.scripts.length).toBeGreaterThan(10);
    } finally {
      await context.close();
    }
  });

  it('another auth page shows the layout’s frame only, and a signed-in page shows nothing of it', async () => {
    await withoutJavaScript(PHONE, async (page) => {
      await page.goto(`${suite.server.url}/auth/forgot-password`);
      expect(await page.getByRole('link', { name: 'Verity', exact: true }).isVisible()).toBe(true);
      expect(await page.getByRole('heading').count()).toBe(0);

      for (const path of ['/', '/settings/account', '/v-forms']) {
        await page.goto(`${suite.server.url}${path}`);
        expect(await page.locator('#root').innerHTML(), path).toBe('');
        expect(await page.title(), path).toBe('Verity');
      }
    });
  });
});

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}

/** The modules a built chunk holds, as its source map lists them (the bundler's runtime has no map, and no module). */
function modulesOf(file: string): string[] {
  const mapPath = join(dist, `${file}.map`);
  if (!existsSync(mapPath)) return [];
  return (JSON.parse(readFileSync(mapPath, 'utf8')) as { sources: string[] }).sources;
}

const isZodClassic = (module: string) => /node_modules\/zod\/(index\.js|v4\/classic\/)/.test(module);

describe('what the login page loads', () => {
  it('no chunk with zod classic in it, though the build has one for the pages that need it', async () => {
    const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<
      string,
      ManifestChunk
    >;
    const byFile = new Map(Object.values(manifest).map((chunk) => [`/${chunk.file}`, chunk]));
    const zodChunks = [...byFile.keys()].filter(
      (file) => file.endsWith('.js') && modulesOf(file.slice(1)).some(isZodClassic),
    );
    // Not vacuous: the pages that validate with the client's schemas still load zod classic.
    expect(zodChunks.length).toBeGreaterThan(0);

    const context = await suite.browser.newContext();
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.endsWith('.js')) scripts.push(pathname);
    });
    await page.goto(`${suite.server.url}/auth/login`, { waitUntil: 'networkidle' });
    await page.getByLabel('Email address').fill('owner@acme.local');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Password', { exact: true }).waitFor();

    expect(scripts.length).toBeGreaterThan(0);
    // Every script is a chunk of this build, so the check below covers all of them.
    expect(scripts.filter((script) => !byFile.has(script))).toEqual([]);
    expect(scripts.filter((script) => zodChunks.includes(script))).toEqual([]);
    await context.close();
  });
});
