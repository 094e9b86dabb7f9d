/**
 * The capture flow in Chromium with a fake camera: Chromium's `--use-fake-device-for-media-stream`
 * plays a Y4M video written at test time from a document photo drawn at test time (a face from the photos
 * @vladmandic/human ships), so the real flow runs end to end: the hosted page, camera permission, the
 * document guide and capture, the selfie challenge's frames, the server's decision, and that decision in
 * the dashboard. Also: a denied camera shows its recovery; the iOS, Android and React Native web-view pages
 * report their events to stand-ins for the native hooks; no request leaves Verity's origin; no CSP
 * violation (csp-setup.ts fails any); axe on the flow's screens.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { documentPhoto, FACES, face, writeFakeCameraVideo } from '@verity/api/testing';
import type { TCreatedCaptureSession } from '@verity/client';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPartnerSite } from '../../examples/embeds/serve.mjs';
import { seriousViolations } from '../support/axe.js';
import { CHROMIUM_LAUNCH_OPTIONS } from '../support/chromium-options.js';
import { watchBrowser } from '../support/csp-violations.js';
import { type RunningServer, startServer } from '../support/server.js';
import { apiClientAs, signIn } from '../support/session.js';

let server: RunningServer;
let browser: Browser;
let folder: string;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'verity-fake-camera-'));
  const video = join(folder, 'passport.y4m');
  const portrait = await face(FACES.manPhoto1, 'png');
  await writeFakeCameraVideo(video, [await documentPhoto(portrait, ['PASSPORT', 'SURNAME ADEBAYO'])]);
  server = await startServer();
  // A browser of this file's own: the fake camera is chosen at launch.
  browser = watchBrowser(
    await chromium.launch({
      ...CHROMIUM_LAUNCH_OPTIONS,
      args: [
        ...(CHROMIUM_LAUNCH_OPTIONS.args ?? []),
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-video-capture=${video}`,
      ],
    }),
  );
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  rmSync(folder, { recursive: true, force: true });
});

async function newSession(body: object): Promise<TCreatedCaptureSession> {
  const owner = await apiClientAs(server.url, 'owner@acme.local');
  return (await owner.capture.createSession(body as never)).data;
}

/** A context with the camera allowed (or not), recording every request's origin. */
async function capturePage(
  camera: boolean,
): Promise<{ context: BrowserContext; page: Page; origins: Set<string> }> {
  const context = await browser.newContext({ viewport: { width: 420, height: 860 } });
  if (camera) await context.grantPermissions(['camera'], { origin: server.url });
  const page = await context.newPage();
  const origins = new Set<string>();
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http')) origins.add(url.origin);
  });
  return { context, page, origins };
}

const flow = (page: Page) => page.locator('[data-verity-capture]');
const action = (page: Page, name: string) => page.locator(`[data-verity-action="${name}"]`);
const screen = (page: Page) => flow(page).getAttribute('data-screen');

describe('the capture flow with a camera', () => {
  it('photographs the document, runs the challenge, and the server’s decision shows in the dashboard', async () => {
    const session = await newSession({
      kind: 'document_and_liveness',
      documentType: 'passport',
      supplied: { firstName: 'Tolu', lastName: 'Adebayo' },
      reference: 'e2e-capture',
    });
    expect(session.url).toBe(`${server.url}/sdk/document-capture#token=${session.token}`);
    const { context, page, origins } = await capturePage(true);
    try {
      await page.goto(session.url);
      await action(page, 'begin').waitFor();
      expect(new URL(page.url()).hash).toBe('');
      expect(await seriousViolations(page, 'capture intro')).toEqual([]);
      await action(page, 'begin').click();
      await expect.poll(() => flow(page).getAttribute('data-phase')).toBe('live');
      expect(await seriousViolations(page, 'document guide')).toEqual([]);
      // The fake camera's picture is still, so auto-capture may already have fired; else press capture.
      await action(page, 'capture')
        .click({ timeout: 3_000 })
        .catch(() => undefined);
      await expect.poll(() => screen(page), { timeout: 30_000 }).toBe('selfie');
      await action(page, 'start-challenge').click();
      await expect.poll(() => screen(page), { timeout: 60_000 }).toMatch(/^(approved|declined)$/);
      expect(await seriousViolations(page, 'capture outcome')).toEqual([]);
      // The photo on the card is not a live person: the server declines, whatever the page did.
      expect(await screen(page)).toBe('declined');
      expect([...origins]).toEqual([server.url]);
    } finally {
      await context.close();
    }

    const dashboard = await browser.newContext();
    try {
      const owner = await dashboard.newPage();
      await signIn(owner, server.url, 'owner@acme.local');
      await owner.waitForURL(`${server.url}/`);
      await owner.goto(`${server.url}/document-capture`);
      await owner.getByRole('link', { name: 'Tolu Adebayo' }).first().click();
      await owner.getByRole('heading', { name: 'Tolu Adebayo', level: 1 }).waitFor();
      const decision = owner.getByRole('region', { name: 'Decision' });
      await expect.poll(() => decision.getByText('Declined').isVisible()).toBe(true);
      expect(
        await decision.getByText('The movements asked for were not made, or not in order').isVisible(),
      ).toBe(true);
      const document = owner.getByRole('region', { name: 'Document' });
      expect(await document.getByText('Usable').first().isVisible()).toBe(true);
      const images = owner.getByRole('region', { name: 'Images' }).getByRole('img');
      expect(await images.count()).toBeGreaterThan(2);
      await expect
        .poll(() =>
          images.first().evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
        )
        .toBe(true);
      expect(await seriousViolations(owner, 'capture detail')).toEqual([]);
    } finally {
      await dashboard.close();
    }
  });

  it('shows how to allow the camera again when it is denied', async () => {
    const session = await newSession({ kind: 'liveness' });
    const { context, page } = await capturePage(false);
    try {
      await page.goto(session.url);
      await action(page, 'begin').click();
      await expect.poll(() => screen(page)).toBe('camera');
      expect(await action(page, 'retry-camera').isVisible()).toBe(true);
      expect(await seriousViolations(page, 'camera denied')).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('the script tag on a partner’s page', () => {
  it('runs the flow from the partner’s own origin under its strict CSP, talking only to Verity', async () => {
    const site = await startPartnerSite({ verityUrl: server.url, formId: 'none' });
    const session = await newSession({ kind: 'liveness' });
    const { context, page, origins } = await capturePage(true);
    try {
      await context.grantPermissions(['camera'], { origin: site.url });
      await page.goto(`${site.url}/capture.html#token=${session.token}`);
      await action(page, 'begin').click();
      await action(page, 'start-challenge').click();
      await expect.poll(() => screen(page), { timeout: 60_000 }).toBe('declined');
      await expect.poll(() => page.locator('#capture-events li').first().textContent()).toMatch(/^ready /);
      expect(new URL(page.url()).hash).toBe('');
      expect([...origins].sort()).toEqual([server.url, site.url].sort());
      expect(await seriousViolations(page, 'partner capture page')).toEqual([]);
    } finally {
      await context.close();
      await site.close();
    }
  });
});

describe('a vForm’s identity capture step', () => {
  it('runs the capture in a dialog on a partner’s page, and the server’s decision lands in the response', async () => {
    const owner = await apiClientAs(server.url, 'owner@acme.local');
    // One attempt: its decline is final, so the capture page reports `captured` to the form.
    await owner.capture.updateSettings({ maxAttempts: 1 });
    const { data: form } = await owner.vforms.createTemplate('blank', { title: 'Selfie form' });
    await owner.vforms.createField(form.id, {
      type: 'identity-capture',
      label: 'Selfie check',
      required: true,
      capture: { kind: 'liveness', documentType: null },
    });
    await owner.vforms.publish(form.id);
    const site = await startPartnerSite({ verityUrl: server.url, formId: form.id });
    const { context, page, origins } = await capturePage(true);
    let responseId = '';
    try {
      await context.grantPermissions(['camera'], { origin: site.url });
      await page.goto(`${site.url}/script-tag.html`);
      // Submitting without the check names it.
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.getByText('The Selfie check field is required', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Start identity check' }).click();
      const dialog = page.getByRole('dialog', { name: 'Selfie check' });
      await dialog.waitFor();
      const frame = page.frameLocator('iframe[title="Liveness check"]');
      await frame.locator('[data-verity-action="begin"]').click();
      await frame.locator('[data-verity-action="start-challenge"]').click();
      await expect
        .poll(() => frame.locator('[data-verity-capture]').getAttribute('data-screen'), { timeout: 60_000 })
        .toBe('declined');
      // The page told the form (postMessage to the partner's origin only); the outcome stays on screen.
      await dialog.getByRole('button', { name: 'Continue' }).waitFor();
      expect(await seriousViolations(page, 'vForm capture dialog')).toEqual([]);
      await dialog.getByRole('button', { name: 'Continue' }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(await page.locator('p.hint', { hasText: '✓ Identity check done' }).isVisible()).toBe(true);
      await page.getByRole('button', { name: 'Submit' }).click();
      const submitted = page.locator('#events li', { hasText: 'verity:submit' });
      await submitted.waitFor();
      responseId = /"responseId":"([^"]+)"/.exec((await submitted.textContent()) ?? '')?.[1] ?? '';
      expect(responseId).not.toBe('');
      expect([...origins].sort()).toEqual([server.url, site.url].sort());
    } finally {
      await owner.capture.updateSettings({ maxAttempts: 3 });
      await context.close();
      await site.close();
    }

    const dashboard = await browser.newContext();
    try {
      const page = await dashboard.newPage();
      await signIn(page, server.url, 'owner@acme.local');
      await page.waitForURL(`${server.url}/`);
      await page.goto(`${server.url}/v-forms/${form.id}/reports/${responseId}`);
      const verifications = page.getByRole('region', { name: 'Verifications' });
      await verifications.getByText('Declined').waitFor();
      expect(await verifications.getByText('Liveness check', { exact: true }).isVisible()).toBe(true);
      expect(await seriousViolations(page, 'vForm response with a capture')).toEqual([]);
      await verifications.getByRole('link', { name: 'View the liveness check for Selfie check' }).click();
      await page.waitForURL(new RegExp(`${server.url}/liveness-check/[^/]+$`));
      const decision = page.getByRole('region', { name: 'Decision' });
      await expect.poll(() => decision.getByText('Declined').isVisible()).toBe(true);
    } finally {
      await dashboard.close();
    }
  });
});

describe('the web-view pages', () => {
  /** Stand-ins for the native hooks, installed before the page's scripts; they keep what they receive. */
  const hooks = {
    ios: () => {
      const received: unknown[] = [];
      (window as unknown as { received: unknown[] }).received = received;
      (window as unknown as { webkit: unknown }).webkit = {
        messageHandlers: { verity: { postMessage: (message: unknown) => received.push(message) } },
      };
    },
    android: () => {
      const received: unknown[] = [];
      (window as unknown as { received: unknown[] }).received = received;
      (window as unknown as { VerityAndroid: unknown }).VerityAndroid = {
        postMessage: (message: string) => received.push(JSON.parse(message)),
      };
    },
    reactNative: () => {
      const received: unknown[] = [];
      (window as unknown as { received: unknown[] }).received = received;
      (window as unknown as { ReactNativeWebView: unknown }).ReactNativeWebView = {
        postMessage: (message: string) => received.push(JSON.parse(message)),
      };
    },
  };
  const received = (page: Page) =>
    page.evaluate(() =>
      (window as unknown as { received: Array<{ type: string }> }).received.map((event) => event.type),
    );

  it('runs a liveness check on the iOS page and reports ready, captured and close to the app', async () => {
    // One attempt: its decline is final, so the flow hands the app the capture and closes.
    const owner = await apiClientAs(server.url, 'owner@acme.local');
    await owner.capture.updateSettings({ maxAttempts: 1 });
    const session = await newSession({ kind: 'liveness' });
    await owner.capture.updateSettings({ maxAttempts: 3 });
    const { context, page, origins } = await capturePage(true);
    try {
      await page.addInitScript(hooks.ios);
      await page.goto(`${server.url}/web-view/liveness/passive/ios#token=${session.token}`);
      await expect.poll(() => received(page)).toEqual(['ready']);
      await action(page, 'begin').click();
      await action(page, 'start-challenge').click();
      await expect.poll(() => screen(page), { timeout: 60_000 }).toBe('declined');
      await expect.poll(() => received(page)).toEqual(['ready', 'captured', 'close']);
      expect([...origins]).toEqual([server.url]);
    } finally {
      await context.close();
    }
  });

  it('reports to the Android and React Native hooks, and says when the link is no good', async () => {
    for (const [path, hook] of [
      ['/web-view/liveness/passive/android', hooks.android],
      ['/sdk/liveness-check', hooks.reactNative],
    ] as const) {
      const { context, page } = await capturePage(true);
      try {
        await page.addInitScript(hook);
        await page.goto(`${server.url}${path}#token=cst_not-a-real-token`);
        await expect.poll(() => screen(page)).toBe('error');
        await expect.poll(() => received(page)).toContain('error');
      } finally {
        await context.close();
      }
    }
  });
});
