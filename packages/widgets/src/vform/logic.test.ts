import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { everyField, field, pageBreak, template } from '../test-support/vform-fixture.js';
import {
  captchaPayload,
  contrast,
  errorsFromServer,
  firstErrorPage,
  navOf,
  pagesOf,
  progressOf,
  readable,
  safeRedirect,
  solveCaptcha,
  trackingFrom,
} from './logic.js';

describe('pagesOf', () => {
  it('splits at page breaks, leaves breaks and payment out, and titles pages', () => {
    const pages = pagesOf(
      template(everyField(), { pagination: { ...template([]).pagination, pages: ['Basics', 'x', 'y'] } }),
    );
    expect(pages.map((page) => page.title)).toEqual(['Basics', 'Choices', 'About you']);
    expect(pages.map((page) => page.fields.length)).toEqual([6, 6, 4]);
    expect(
      pages.flatMap((page) => page.fields).some((f) => f.type === 'page-break' || f.type === 'payment'),
    ).toBe(false);
    expect(pages[0]?.brk).toBeNull();
    expect(pages[2]?.brk?.display).toBe('primary-only');
  });

  it('falls back to pagination.pages when a break has no title, and to nothing', () => {
    const tpl = template([field('short-text'), pageBreak('pb', ''), field('email')], {
      pagination: { ...template([]).pagination, pages: ['', 'Contact'] },
    });
    expect(pagesOf(tpl).map((page) => page.title)).toEqual(['', 'Contact']);
  });

  it('is one page without breaks', () => {
    expect(pagesOf(template([field('short-text')]))).toHaveLength(1);
  });
});

describe('progressOf', () => {
  it('counts the current page as reached', () => {
    expect([0, 1, 2].map((i) => progressOf(i, 3))).toEqual([33, 67, 100]);
    expect(progressOf(0, 1)).toBe(100);
    expect(progressOf(0, 0)).toBe(100);
  });
});

describe('navOf', () => {
  const pages = pagesOf(template(everyField()));

  it('takes Next from the next page break and Back from this page break', () => {
    expect(navOf(pages, 0)).toMatchObject({ back: null, next: 'Continue' });
    expect(navOf(pages, 0).nextBrk?.buttonColor).toBe('#0F6E7A');
    expect(navOf(pages, 1)).toMatchObject({ back: 'Previous', next: 'Continue' });
  });

  it("hides Back after a 'primary-only' break and has no Next on the last page", () => {
    expect(navOf(pages, 2)).toMatchObject({ back: null, next: null });
  });
});

describe('errorsFromServer and firstErrorPage', () => {
  const pages = pagesOf(template(everyField()));

  it('keys fields.<id> and fields.<id>.<part> like the widget, dropping other members', () => {
    expect(
      errorsFromServer({
        'fields.f-address.city': 'The city field is required',
        'fields.f-email': 'The email field should be a valid email',
        captcha: 'The captcha field is required',
      }),
    ).toEqual({
      'f-address.city': 'The city field is required',
      'f-email': 'The email field should be a valid email',
    });
  });

  it('finds the first page holding an error', () => {
    expect(firstErrorPage(pages, { 'f-identity-verification.number': 'x', 'f-address.city': 'y' })).toBe(1);
    expect(firstErrorPage(pages, { 'f-identity-verification.isConsent': 'x' })).toBe(2);
    expect(firstErrorPage(pages, { unknown: 'x' })).toBe(-1);
  });
});

describe('trackingFrom', () => {
  it('keeps utm_* parameters and the referrer, cut to 500 characters', () => {
    expect(trackingFrom('?utm_source=news&utm_medium=mail&q=1&email=a@b.c', 'https://ref.test/page')).toEqual(
      {
        utm_source: 'news',
        utm_medium: 'mail',
        referrer: 'https://ref.test/page',
      },
    );
    expect(trackingFrom(`?utm_term=${'x'.repeat(600)}`, '').utm_term).toHaveLength(500);
    expect(trackingFrom('', '')).toEqual({});
  });
});

describe('safeRedirect', () => {
  it('follows http(s) only', () => {
    expect(safeRedirect('https://acme.test/thanks', 'https://forms.test/')).toBe('https://acme.test/thanks');
    expect(safeRedirect('javascript:alert(1)', 'https://forms.test/')).toBeNull();
    expect(safeRedirect('data:text/html,hi', 'https://forms.test/')).toBeNull();
    expect(safeRedirect(null, 'https://forms.test/')).toBeNull();
    expect(safeRedirect('', 'https://forms.test/')).toBeNull();
  });
});

describe('readable', () => {
  it('keeps a colour that reads at AA, else picks black or white', () => {
    expect(contrast('#FFFFFF', '#46B2C8')).toBeLessThan(3);
    expect(readable('#FFFFFF', '#46B2C8')).toBe('#000000');
    expect(readable('#FFFFFF', '#0F6E7A')).toBe('#FFFFFF');
    expect(readable('#000000', '#FFFFFF')).toBe('#000000');
    expect(readable('#FFFF00', '#FFFFFF')).toBe('#000000');
    expect(readable('#111111', '#000000')).toBe('#FFFFFF');
    expect(readable(undefined, '#FFFFFF')).toBeUndefined();
  });
});

describe('captcha', () => {
  const salt = 'abc123?expires=9999999999';
  const number = 1234;
  const challenge = {
    algorithm: 'SHA-256',
    challenge: createHash('sha256').update(`${salt}${number}`).digest('hex'),
    maxnumber: 5000,
    salt,
    signature: 'sig',
  };

  it('finds the number', async () => {
    expect(await solveCaptcha(challenge)).toBe(number);
  });

  it('gives up past maxnumber, and when aborted', async () => {
    expect(await solveCaptcha({ ...challenge, maxnumber: 100 })).toBeNull();
    const controller = new AbortController();
    controller.abort();
    expect(await solveCaptcha(challenge, controller.signal)).toBeNull();
  });

  it('encodes the altcha payload as base64 JSON', () => {
    expect(JSON.parse(atob(captchaPayload(challenge, number)))).toEqual({
      algorithm: 'SHA-256',
      challenge: challenge.challenge,
      number,
      salt,
      signature: 'sig',
    });
  });
});
