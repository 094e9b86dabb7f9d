/**
 * The form builder as a new user meets it: a blank form created from the forms page, seven fields dragged
 * from the palette into three pages (an identity verification among them, which changes the estimated
 * charge), a field moved with the keyboard (and what a screen reader hears), colours and a page break's
 * button set, a move undone and redone, everything still there after a reload, and the real widget
 * showing the draft in preview. Axe finds nothing serious on the builder.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.js';
import { apiClientAs } from '../support/session.js';
import { browserSuite } from '../support/suite.js';

const suite = browserSuite({ viewport: { width: 1600, height: 1500 } });

/** ₦1,234.56 from minor units, as the builder writes amounts. */
const naira = (minor: number) =>
  `₦${Math.floor(minor / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${String(minor % 100).padStart(2, '0')}`;

/** A pointer drag as a person makes it: press, move a little (past the 4 px threshold), move, release. */
async function drag(page: Page, source: Locator, target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  await source.scrollIntoViewIfNeeded();
  const from = await source.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('nothing to drag from or to');
  const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
  const end = { x: to.x + to.width / 2, y: to.y + to.height / 2 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + 12, start.y + 6, { steps: 4 });
  // dnd-kit marks the item it is dragging; on a busy machine that can take a few frames.
  await expect.poll(() => source.getAttribute('aria-pressed')).toBe('true');
  await page.mouse.move(end.x, end.y, { steps: 12 });
  // Collision detection runs on pointer moves: nudge until the drop target is recognised, then release.
  const list = page.locator('ol[aria-label="Form fields"]');
  await expect
    .poll(async () => {
      await page.mouse.move(end.x + 1, end.y + 1);
      await page.mouse.move(end.x, end.y);
      return (await list.count()) === 0 || (await list.getAttribute('data-over-id')) !== null;
    })
    .toBe(true);
  await page.mouse.up();
}

const canvasFields = (page: Page) => page.locator('ol[aria-label="Form fields"] > li');

/** The canvas's fields as `type:label`, in order. */
async function canvasOrder(page: Page): Promise<string[]> {
  return canvasFields(page).evaluateAll((items) =>
    items.map((item) => {
      const type = item.getAttribute('data-field-type') ?? '';
      const handle = item.querySelector('button[aria-label^="Move "]')?.getAttribute('aria-label') ?? '';
      return `${type}:${handle.replace(/^Move /, '')}`;
    }),
  );
}

const paletteItem = (page: Page, label: string) =>
  page.getByRole('button', { name: `Drag ${label} onto the form`, exact: true });

async function dragToEnd(page: Page, label: string, expectedCount: number): Promise<void> {
  await drag(page, paletteItem(page, label), page.getByTestId('canvas-drop-zone'));
  await expect.poll(() => canvasFields(page).count()).toBe(expectedCount);
}

const saved = (page: Page) =>
  expect.poll(() => page.getByTestId('save-status').textContent()).toBe('All changes saved');

// A long journey through a real browser: on a loaded two-core machine it needs more than the default minute.
describe('the vForm builder', { timeout: 120_000 }, () => {
  it('builds a three-page form by drag and drop, keyboard, undo and settings; it is all saved and previews', async () => {
    const { context, page } = await suite.signedInPage();
    const owner = await apiClientAs(suite.server.url, 'owner@acme.local');
    const { data: options } = await owner.vforms.fieldOptions();
    const ninPrice = options.verificationTypes.ng?.find((type) => type.value === 'nin')?.price.amount ?? 0;

    // A blank form, from the forms page.
    await page.goto(`${suite.server.url}/v-forms/forms`);
    await page.getByRole('button', { name: 'Create form' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create form' });
    await dialog.getByLabel('Title', { exact: true }).fill('Customer onboarding');
    await dialog.getByRole('button', { name: 'Create form' }).click();
    await page.waitForURL(/\/v-forms\/[^/]+\/edit$/);
    const id = new URL(page.url()).pathname.split('/')[2] ?? '';
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Customer onboarding' }).isVisible())
      .toBe(true);
    await expect.poll(() => page.getByTestId('estimated-charge').textContent()).toBe('₦0.00');
    await expect.poll(() => paletteItem(page, 'Short text').isVisible()).toBe(true);

    // Seven fields, dragged: page 1 short text and email; page 2 NIN and phone; page 3 a dropdown.
    await dragToEnd(page, 'Short text', 1);
    await dragToEnd(page, 'Email', 2);
    await dragToEnd(page, 'Page break', 3);
    await dragToEnd(page, 'Identity verification', 4);
    // The NIN field changes the estimate: it recomputes once the field is saved, then shows the price.
    await expect.poll(() => page.getByText('Recomputing…').isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('estimated-charge').textContent()).toBe(naira(ninPrice));
    expect(ninPrice).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('Recomputing…').isVisible()).toBe(false);
    await dragToEnd(page, 'Phone number', 5);
    await dragToEnd(page, 'Page break', 6);
    // The last one goes onto the first field: it lands where it was dropped, not at the end.
    await drag(page, paletteItem(page, 'Dropdown'), canvasFields(page).nth(5));
    await expect.poll(() => canvasFields(page).count()).toBe(7);
    const dropped = await canvasOrder(page);
    expect(dropped.filter((entry) => entry.startsWith('page-break:'))).toHaveLength(2);
    expect(dropped.indexOf('dropdown:Choose one')).toBeGreaterThanOrEqual(4);
    // Put the dropdown last (page 3) by keyboard-free means: the pointer, onto the end zone.
    const dropdown = page.getByRole('button', { name: 'Move Choose one' });
    await drag(page, dropdown, canvasFields(page).nth(6));
    await expect.poll(async () => (await canvasOrder(page)).at(-1)).toBe('dropdown:Choose one');
    const built = [
      'short-text:Short answer',
      'email:Email address',
      'page-break:Page break',
      'identity-verification:NIN verification',
      'phone:Phone number',
      'page-break:Page break',
      'dropdown:Choose one',
    ];
    await expect.poll(() => canvasOrder(page)).toEqual(built);
    expect(await canvasFields(page).nth(5).textContent()).toContain('Page 3');

    // Keyboard: lift the phone field with Space, move it up one place, drop it with Space.
    const liveRegion = page.locator('[id^="DndLiveRegion"]');
    const phoneHandle = page.getByRole('button', { name: 'Move Phone number' });
    await phoneHandle.focus();
    await page.keyboard.press('Space');
    await expect
      .poll(() => liveRegion.textContent())
      .toBe('Picked up field Phone number. It is at position 5 of 7.');
    // Lifted and measured: it is over its own place (the canvas says so), so the arrows can move it.
    const phoneId = await canvasFields(page).nth(4).getAttribute('data-field-id');
    await expect
      .poll(() => page.locator('ol[aria-label="Form fields"]').getAttribute('data-over-id'))
      .toBe(phoneId);
    // dnd-kit's keyboard sensor starts listening one task after the pick-up (a setTimeout in its
    // KeyboardSensor.attach) and moves from measurements React commits on its own schedule; an arrow that
    // lands before both is ignored, as it would be for a person, who presses again. So press until the
    // field moves (each press waits up to a second for the announcement), and check where it landed.
    const pickedUp = 'Picked up field Phone number. It is at position 5 of 7.';
    await expect
      .poll(async () => {
        if ((await liveRegion.textContent()) === pickedUp) {
          await page.keyboard.press('ArrowUp');
          await liveRegion
            .filter({ hasNotText: pickedUp })
            .waitFor({ timeout: 1000 })
            .catch(() => undefined);
        }
        return liveRegion.textContent();
      })
      .toBe('Field Phone number was moved to position 4 of 7.');
    await page.keyboard.press('Space');
    await expect
      .poll(() => liveRegion.textContent())
      .toBe('Field Phone number was dropped at position 4 of 7.');
    const moved = [...built];
    moved.splice(3, 2, 'phone:Phone number', 'identity-verification:NIN verification');
    await expect.poll(() => canvasOrder(page)).toEqual(moved);

    // Undo (Ctrl+Z) puts it back, Redo brings the move back.
    await page.keyboard.press('Control+z');
    await expect.poll(() => canvasOrder(page)).toEqual(built);
    await page.getByRole('button', { name: 'Redo' }).click();
    await expect.poll(() => canvasOrder(page)).toEqual(moved);

    // The first page break's Next button, from its settings.
    await canvasFields(page)
      .nth(2)
      .getByRole('button', { name: /^Page 2/ })
      .click();
    await page.waitForURL(/\/edit\/field-settings$/);
    await page.getByLabel('Next button label').fill('Continue to ID');
    await expect.poll(() => canvasFields(page).nth(2).textContent()).toContain('Continue to ID');

    // Colours, from the form settings.
    await page.getByRole('link', { name: 'Form settings' }).click();
    await page.waitForURL(/\/edit\/form-settings$/);
    await page.getByLabel('Title colour').fill('#1d4ed8');
    await page.getByLabel('Submit button colour').fill('#0b5394');
    await saved(page);

    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    await expect
      .poll(() => page.getByRole('list', { name: 'Recent activity' }).getByRole('listitem').count())
      .toBeGreaterThan(0);

    // A reload shows everything saved.
    await page.reload();
    await expect.poll(() => canvasOrder(page)).toEqual(moved);
    expect(await page.getByLabel('Title colour').inputValue()).toBe('#1d4ed8');
    expect(await page.getByLabel('Submit button colour').inputValue()).toBe('#0b5394');
    await expect.poll(() => page.getByTestId('estimated-charge').textContent()).toBe(naira(ninPrice));
    const { data: stored } = await owner.vforms.getTemplate(id);
    expect(stored.titleColor).toBe('#1D4ED8');
    expect(stored.submitButtonColor).toBe('#0B5394');
    expect(stored.fields.map((field) => field.type)).toEqual(moved.map((entry) => entry.split(':')[0]));
    expect(stored.fields[2]?.pageBreak?.primaryAction).toBe('Continue to ID');
    expect(stored.status).toBe('unpublished');

    // The builder's own preview shows the widget with the form as built.
    await page.getByRole('button', { name: 'Preview here' }).click();
    const inline = page.getByTestId('form-preview');
    await expect.poll(() => inline.getByLabel(/^Short answer/).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Back to editing' }).click();

    // The preview page: the real widget shows the draft, page by page, and submits nothing.
    await page.getByRole('link', { name: 'Open preview' }).click();
    await page.waitForURL(`${suite.server.url}/v-forms/${id}/preview`);
    const preview = page.getByTestId('form-preview');
    await expect
      .poll(() => preview.getByRole('heading', { name: 'Customer onboarding' }).isVisible())
      .toBe(true);
    await expect.poll(() => preview.getByLabel(/^Email address/).isVisible()).toBe(true);
    expect(await preview.getByRole('button', { name: 'Continue to ID' }).isVisible()).toBe(true);
    await preview.getByLabel(/^Short answer/).fill('Ada Obi');
    await preview.getByLabel(/^Email address/).fill('ada@example.com');
    await preview.getByRole('button', { name: 'Continue to ID' }).click();
    await expect.poll(() => preview.getByLabel(/^Phone number/).isVisible()).toBe(true);
    await context.close();
  });

  it('adds an identity capture step, sets what it captures, and the estimate follows', async () => {
    const { context, page } = await suite.signedInPage();
    const owner = await apiClientAs(suite.server.url, 'owner@acme.local');
    const { data: form } = await owner.vforms.createTemplate('blank', { title: 'Selfie onboarding' });
    await page.goto(`${suite.server.url}/v-forms/${form.id}/edit`);
    await expect.poll(() => paletteItem(page, 'Identity capture').isVisible()).toBe(true);
    await dragToEnd(page, 'Identity capture', 1);
    // A document and a selfie: the two capture prices (150 + 100 NGN, migration 0019).
    await expect.poll(() => page.getByTestId('estimated-charge').textContent()).toBe(naira(25_000));
    expect(await canvasFields(page).first().textContent()).toContain('Passport · document and selfie');

    await canvasFields(page)
      .first()
      .getByRole('button', { name: /^Identity check/ })
      .click();
    await page.waitForURL(/\/edit\/field-settings$/);
    const what = page.getByLabel('What to capture');
    expect(await page.getByLabel('Document type').inputValue()).toBe('passport');
    await what.selectOption('liveness');
    await expect.poll(() => page.getByLabel('Document type').count()).toBe(0);
    await expect.poll(() => page.getByTestId('estimated-charge').textContent()).toBe(naira(10_000));
    await saved(page);
    expect(await seriousViolations(page)).toEqual([]);
    const { data: stored } = await owner.vforms.getTemplate(form.id);
    expect(stored.fields[0]?.capture).toEqual({ kind: 'liveness', documentType: null });
    await context.close();
  });
});
