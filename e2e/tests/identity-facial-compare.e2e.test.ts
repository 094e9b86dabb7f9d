/**
 * Facial compare on /global/verify (the compare-image check): two photos of one man give 'Match' with the
 * similarity, the same man against a woman gives 'No match'. The faces are cut at test time from the images
 * the face library ships (the API's test-faces helper), and the real comparer runs.
 */
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type Crop, FACES, face } from '../../apps/api/src/features/identity/face/test-faces.js';
import { seriousViolations } from '../support/axe.js';
import { browserSuite } from '../support/suite.js';

const suite = browserSuite({ viewport: { width: 1280, height: 900 } });

/** A face as an upload: a JPEG or PNG of well under the form's 1 MB. */
async function upload(name: string, crop: Crop, format: 'jpeg' | 'png') {
  const buffer = await face(crop, format);
  expect(buffer.byteLength).toBeLessThan(1024 * 1024);
  return { name: `${name}.${format === 'jpeg' ? 'jpg' : 'png'}`, mimeType: `image/${format}`, buffer };
}

/** Chooses both images (waiting for their previews: each is read before the form can send it). */
async function chooseImages(
  form: Locator,
  first: Awaited<ReturnType<typeof upload>>,
  second: Awaited<ReturnType<typeof upload>>,
): Promise<void> {
  await form.getByLabel('First image').setInputFiles(first);
  await form.getByLabel('Second image').setInputFiles(second);
  await expect
    .poll(() => form.getByRole('img', { name: 'Preview of the first image' }).isVisible())
    .toBe(true);
  await expect
    .poll(() => form.getByRole('img', { name: 'Preview of the second image' }).isVisible())
    .toBe(true);
}

describe('facial compare', () => {
  it('shows Match with the similarity for one person, then No match for two', async () => {
    const { context, page } = await suite.signedInPage();
    await page.goto(`${suite.server.url}/global/verify`);
    await page.getByRole('tab', { name: 'Facial compare' }).click();
    const form = page.getByRole('form', { name: 'Facial compare' });
    await expect.poll(() => form.isVisible()).toBe(true);

    await chooseImages(
      form,
      await upload('man-1', FACES.manPhoto1, 'jpeg'),
      await upload('man-2', FACES.manPhoto2, 'png'),
    );
    await form.getByLabel('I confirm I have the consent of the person being verified').check();
    await form.getByRole('button', { name: 'Compare' }).click();

    const heading = page.getByRole('heading', { level: 2, name: 'Comparison result' });
    await expect.poll(() => heading.isVisible(), { timeout: 45_000 }).toBe(true);
    const result = page.locator('section', { has: heading });
    expect(await result.getByText('Match', { exact: true }).isVisible()).toBe(true);
    const similarity =
      (await result
        .getByText(/^\d+(\.\d)?%$/)
        .first()
        .textContent()) ?? '';
    const matched = Number.parseFloat(similarity);
    expect(matched).toBeGreaterThanOrEqual(50);
    expect(matched).toBeLessThanOrEqual(100);
    expect(await result.getByText('A match needs at least 50%.').isVisible()).toBe(true);
    // Focus moved to the result, so a screen reader announces it.
    expect(await heading.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    // The same man against a woman.
    await form.getByLabel('Second image').setInputFiles(await upload('woman', FACES.woman, 'jpeg'));
    await expect
      .poll(() => form.getByRole('img', { name: 'Preview of the second image' }).getAttribute('src'))
      .toMatch(/^data:image\/jpeg;/);
    await form.getByRole('button', { name: 'Compare' }).click();
    await expect
      .poll(() => result.getByText('No match', { exact: true }).isVisible(), { timeout: 45_000 })
      .toBe(true);
    const different = Number.parseFloat(
      (await result
        .getByText(/^\d+(\.\d)?%$/)
        .first()
        .textContent()) ?? '',
    );
    expect(different).toBeLessThan(matched);
    expect(await result.getByText('Match', { exact: true }).count()).toBe(0);
    await context.close();
  });
});
