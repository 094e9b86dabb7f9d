import { ForbiddenError, type PublicClient, ValidationError } from '@verity/client/public';
import { afterEach, describe, expect, it, type Mock, vi } from 'vitest';
import { everyField, field, template } from '../test-support/vform-fixture.js';
import { createVForm } from './controller.js';

const ok = <T>(data: T) =>
  Promise.resolve({ success: true as const, statusCode: 200, message: 'Successful', data });

function fakeClient(overrides: Record<string, Mock> = {}) {
  const vforms: Record<
    'view' | 'createAccessPoint' | 'captcha' | 'upload' | 'submit' | 'startCapture',
    Mock
  > = {
    view: vi.fn(() => ok(template(everyField()))),
    createAccessPoint: vi.fn(() =>
      ok({ id: 'acc-1', templateId: 'tpl-1', businessId: 'biz-1', country: null, createdAt: '' }),
    ),
    captcha: vi.fn(),
    startCapture: vi.fn(),
    upload: vi.fn(() => ok({ id: 'file-1', name: 'id.png', size: 10, mimeType: 'image/png' })),
    submit: vi.fn(() =>
      ok({
        id: 'resp-1',
        status: 'verified' as const,
        verifications: [{ fieldId: 'f-identity-verification', verified: true }],
        confirmation: { title: 'Thank you', message: 'Done' },
        redirectToWebsite: null,
      }),
    ),
    ...overrides,
  };
  return { vforms, client: { vforms, baseUrl: () => '' } as unknown as PublicClient };
}

/** Answers every field of everyField() correctly. */
function answerAll(c: ReturnType<typeof createVForm>) {
  c.set('f-short-text', '', 'Ada');
  c.set('f-dropdown', '', 'Savings');
  c.set('f-radio', '', 'Yes');
  c.set('f-country-state', 'country', 'Nigeria');
  c.set('f-country-state', 'state', 'Lagos');
  c.set('f-personal-information', 'firstName', 'Ada');
  c.set('f-personal-information', 'lastName', 'Obi');
  c.set('f-personal-information', 'email', 'ADA@example.com');
  c.set('f-identity-verification', 'number', '11111111111');
  c.set('f-identity-verification', 'isConsent', true);
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('createVForm', () => {
  it('loads the template, records an access point and says ready', async () => {
    const { client, vforms } = fakeClient();
    const ready = vi.fn();
    const c = createVForm({ formId: 'tpl-1', client }, (type, detail) => type === 'ready' && ready(detail));
    await c.load();
    expect(c.state.value).toBe('form');
    expect(c.pages.value).toHaveLength(3);
    expect(vforms.createAccessPoint).toHaveBeenCalledWith({ templateId: 'tpl-1', businessId: 'biz-1' });
    expect(ready).toHaveBeenCalledWith({ formId: 'tpl-1' });
  });

  it('shows the closed message when the form is not open, and the error when it cannot load', async () => {
    const closed = createVForm({ formId: 'tpl-1', client: fakeClient().client });
    closed.init(
      template([], { availability: { open: false, reason: 'ended', message: 'This form has ended' } }),
    );
    expect(closed.state.value).toBe('closed');

    const error = new ForbiddenError({
      status: 403,
      name: 'ForbiddenError',
      message: 'Not here',
      body: {},
      url: '',
    });
    const events: unknown[] = [];
    const failing = createVForm(
      { formId: 'tpl-1', client: fakeClient({ view: vi.fn(() => Promise.reject(error)) }).client },
      (type, detail) => events.push([type, detail]),
    );
    await failing.load();
    expect(failing.state.value).toBe('failed');
    expect(failing.alert.value).toBe('Not here');
    expect(events).toEqual([['error', { formId: 'tpl-1', code: 'ForbiddenError' }]]);
  });

  it('checks the page on Next, in place, and moves on when it passes', async () => {
    const events: unknown[] = [];
    const c = createVForm({ formId: 'tpl-1', client: fakeClient().client }, (type, detail) =>
      events.push([type, detail]),
    );
    await c.load();
    c.set('f-email', '', 'not-an-email');
    c.next();
    expect(c.page.value).toBe(0);
    expect(c.errors.value).toEqual({
      'f-short-text': 'The short text field is required',
      'f-email': 'The email field should be a valid email',
    });
    expect(c.alert.value).toMatch(/^2 answers need attention\. The short text field is required/);

    c.set('f-short-text', '', 'Ada');
    expect(c.errors.value['f-short-text']).toBeUndefined();
    c.set('f-email', '', 'ada@example.com');
    c.next();
    expect(c.page.value).toBe(1);
    expect(c.alert.value).toBe('');
    expect(events.at(-1)).toEqual(['pageChange', { formId: 'tpl-1', page: 2, pageCount: 3 }]);
    c.back();
    expect(c.page.value).toBe(0);
  });

  it('checks every page on Submit and shows the page of the first problem', async () => {
    const { client, vforms } = fakeClient();
    const c = createVForm({ formId: 'tpl-1', client });
    await c.load();
    c.page.value = 2;
    c.set('f-short-text', '', 'Ada');
    await c.submit();
    expect(c.page.value).toBe(1);
    expect(Object.keys(c.errors.value)).toEqual(
      // A blank required composite names each missing part.
      expect.arrayContaining([
        'f-dropdown',
        'f-radio',
        'f-country-state.country',
        'f-personal-information.firstName',
        'f-identity-verification.number',
      ]),
    );
    expect(vforms.submit).not.toHaveBeenCalled();
  });

  it('submits the cleaned answers with the access id, then shows the confirmation', async () => {
    const { client, vforms } = fakeClient();
    const events: unknown[] = [];
    const c = createVForm({ formId: 'tpl-1', client }, (type, detail) => events.push([type, detail]));
    await c.load();
    answerAll(c);
    c.set('f-number', '', '42');
    await c.submit();
    const [id, body, options] = vforms.submit.mock.calls[0] as unknown as [
      string,
      Record<string, unknown>,
      { idempotencyKey?: string },
    ];
    expect(id).toBe('tpl-1');
    expect(body).toMatchObject({
      fields: {
        'f-short-text': 'Ada',
        'f-number': 42,
        'f-personal-information': { firstName: 'Ada', lastName: 'Obi', email: 'ada@example.com' },
        'f-identity-verification': { number: '11111111111', isConsent: true },
      },
      accessId: 'acc-1',
      captcha: undefined,
      tracking: undefined,
    });
    expect(typeof body.startTimeInMilliSeconds).toBe('number');
    expect(options.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(c.state.value).toBe('done');
    expect(c.result.value?.verifications).toEqual([{ fieldId: 'f-identity-verification', verified: true }]);
    expect(events).toContainEqual(['submit', { formId: 'tpl-1', responseId: 'resp-1' }]);
  });

  it("maps the server's field errors back to their inputs, on their page", async () => {
    const error = new ValidationError({
      status: 400,
      name: 'ValidationError',
      message: 'Check your answers',
      body: {
        success: false,
        statusCode: 400,
        name: 'ValidationError',
        message: 'Check your answers',
        fieldErrors: { 'fields.f-phone': 'The phone field should be a valid phone number' },
      },
      url: '',
    });
    const c = createVForm({
      formId: 'tpl-1',
      client: fakeClient({ submit: vi.fn(() => Promise.reject(error)) }).client,
    });
    await c.load();
    answerAll(c);
    c.page.value = 2;
    await c.submit();
    expect(c.page.value).toBe(0);
    expect(c.errors.value).toEqual({ 'f-phone': 'The phone field should be a valid phone number' });
    expect(c.state.value).toBe('form');
    expect(c.busy.value).toBe(false);
  });

  it('shows other refusals as a form-level alert', async () => {
    const error = new ForbiddenError({
      status: 403,
      name: 'ForbiddenError',
      message: 'This form accepts one entry per IP',
      body: {},
      url: '',
    });
    const c = createVForm({
      formId: 'tpl-1',
      client: fakeClient({ submit: vi.fn(() => Promise.reject(error)) }).client,
    });
    await c.load();
    answerAll(c);
    await c.submit();
    expect(c.alert.value).toBe('This form accepts one entry per IP');
    expect(c.errors.value).toEqual({});
  });

  it('sends tracking when the form asks for it, and follows redirectToWebsite', async () => {
    const assign = vi.fn();
    vi.stubGlobal('window', {});
    vi.stubGlobal('location', {
      search: '?utm_source=ad&x=1',
      href: 'https://shop.test/p?utm_source=ad',
      assign,
    });
    vi.stubGlobal('document', { referrer: 'https://search.test/' });
    const { client, vforms } = fakeClient({
      view: vi.fn(() => ok(template([field('short-text')], { tracking: { enabled: true } }))),
      submit: vi.fn(() =>
        ok({
          id: 'r',
          status: 'completed' as const,
          verifications: [],
          confirmation: { title: 't', message: 'm' },
          redirectToWebsite: 'https://acme.test/thanks',
        }),
      ),
    });
    const c = createVForm({ formId: 'tpl-1', client });
    await c.load();
    await c.submit();
    expect((vforms.submit.mock.calls[0] as unknown as [string, { tracking: unknown }])[1].tracking).toEqual({
      utm_source: 'ad',
      referrer: 'https://search.test/',
    });
    expect(assign).toHaveBeenCalledWith('https://acme.test/thanks');
  });

  it('solves the captcha when the form asks for one', async () => {
    const { createHash } = await import('node:crypto');
    const challenge = {
      algorithm: 'SHA-256',
      challenge: createHash('sha256').update('salt7').digest('hex'),
      maxnumber: 100,
      salt: 'salt',
      signature: 's',
    };
    const { client, vforms } = fakeClient({
      view: vi.fn(() => ok(template([field('short-text')], { allowCaptcha: true }))),
      captcha: vi.fn(() => ok(challenge)),
    });
    const c = createVForm({ formId: 'tpl-1', client });
    await c.load();
    await c.submit();
    const body = (vforms.submit.mock.calls[0] as unknown as [string, { captcha: string }])[1];
    expect(JSON.parse(atob(body.captcha))).toMatchObject({ number: 7, salt: 'salt', signature: 's' });
  });

  it('uploads a file and keeps { id, name } as the answer', async () => {
    const { client, vforms } = fakeClient();
    const c = createVForm({ formId: 'tpl-1', client });
    await c.load();
    await c.upload('f-file-upload', '', new File(['png'], 'id.png'), 'ID');
    expect(vforms.upload).toHaveBeenCalledWith(
      'tpl-1',
      { fieldId: 'f-file-upload' },
      expect.objectContaining({ name: 'id.png' }),
    );
    expect(c.answers.value['f-file-upload']).toEqual({ id: 'file-1', name: 'id.png' });
    await c.upload('f-personal-information', 'photo', new File(['x'], 'virus.exe'), 'Photo');
    expect(c.errors.value['f-personal-information.photo']).toBe('The photo field has an unsupported format');
  });

  it('checks a photo against the photo rule (images only) and names its part when it uploads', async () => {
    const { client, vforms } = fakeClient();
    const c = createVForm({ formId: 'tpl-1', client });
    await c.load();
    await c.upload('f-personal-information', 'photo', new File(['%PDF'], 'id.pdf'), 'Photo');
    expect(c.errors.value['f-personal-information.photo']).toBe('The photo field has an unsupported format');
    expect(vforms.upload).not.toHaveBeenCalled();
    await c.upload('f-personal-information', 'photo', new File(['jpg'], 'me.jpg'), 'Photo');
    expect(vforms.upload).toHaveBeenCalledWith(
      'tpl-1',
      { fieldId: 'f-personal-information', part: 'photo' },
      expect.objectContaining({ name: 'me.jpg' }),
    );
  });

  it('in preview, submits nothing and shows the confirmation', async () => {
    const { client, vforms } = fakeClient();
    const c = createVForm({ formId: 'tpl-1', client, preview: true });
    await c.load();
    answerAll(c);
    await c.submit();
    expect(vforms.createAccessPoint).not.toHaveBeenCalled();
    expect(vforms.submit).not.toHaveBeenCalled();
    expect(c.state.value).toBe('done');
    expect(c.result.value?.confirmation.title).toBe('Thank you');
  });

  it('shows a template given in the options without fetching it, as a preview (a draft in the builder)', async () => {
    const { client, vforms } = fakeClient();
    const draft = template([field('short-text', { required: true })], {
      availability: { open: false, reason: 'ended', message: 'Closed' },
    });
    const c = createVForm({ formId: 'tpl-1', client, template: draft });
    await c.load();
    expect(vforms.view).not.toHaveBeenCalled();
    expect(c.state.value).toBe('form');
    expect(c.tpl.value).toBe(draft);
    c.set('f-short-text', '', 'Ada');
    await c.submit();
    expect(vforms.createAccessPoint).not.toHaveBeenCalled();
    expect(vforms.submit).not.toHaveBeenCalled();
    expect(c.state.value).toBe('done');
  });

  describe('an identity capture field', () => {
    const capture = { kind: 'liveness' as const, documentType: null };
    const started = {
      captureId: 'cap-1',
      kind: 'liveness' as const,
      documentType: null,
      url: 'https://api.verity.test/v-forms/capture/cap-1/liveness#token=cst_1',
      expiresAt: '2026-11-27T10:10:00.000Z',
    };

    /** A browser-like window: its message listeners, and a frame the dialog's iframe would be. */
    function stubWindow() {
      const listeners = new Set<(event: unknown) => void>();
      vi.stubGlobal('location', { origin: 'https://shop.test' });
      vi.stubGlobal('window', {
        addEventListener: (_type: string, listener: (event: unknown) => void) => listeners.add(listener),
        removeEventListener: (_type: string, listener: (event: unknown) => void) =>
          listeners.delete(listener),
        open: vi.fn(() => ({ close: vi.fn() })),
      });
      const frame = {};
      const post = (data: unknown, source: unknown = frame, origin = 'https://api.verity.test') => {
        for (const listener of [...listeners]) listener({ data, source, origin });
      };
      return { frame, post, listeners };
    }
    const bridge = (type: string, payload: unknown) => ({ source: 'verity-capture', v: 1, type, payload });

    async function startedForm() {
      const { client, vforms } = fakeClient({ startCapture: vi.fn(() => ok(started)) });
      const c = createVForm({ formId: 'tpl-1', client });
      c.init(template([field('identity-capture', { required: true, capture })]));
      const browser = stubWindow();
      await c.startCapture('f-identity-capture');
      c.captureFrame({ contentWindow: browser.frame } as unknown as HTMLIFrameElement);
      return { c, vforms, ...browser };
    }

    it('starts a session for the field and opens its page, telling it where to send its events', async () => {
      const { c, vforms } = await startedForm();
      expect(vforms.startCapture).toHaveBeenCalledWith('tpl-1', { fieldId: 'f-identity-capture' });
      expect(c.capture.value).toEqual({
        fieldId: 'f-identity-capture',
        captureId: 'cap-1',
        url: `${started.url}&origin=https%3A%2F%2Fshop.test`,
        inWindow: false,
        done: false,
      });
    });

    it('answers the field when its page reports captured, and only then', async () => {
      const { c, post } = await startedForm();
      post(bridge('captured', { captureId: 'cap-1' }), {});
      post(bridge('captured', { captureId: 'cap-1' }), undefined, 'https://evil.test');
      post(bridge('captured', { captureId: 'cap-9' }));
      expect(c.answers.value['f-identity-capture']).toBeUndefined();
      post(bridge('captured', { captureId: 'cap-1' }));
      expect(c.answers.value['f-identity-capture']).toEqual({ captureId: 'cap-1' });
      expect(c.capture.value?.done).toBe(true);
    });

    it('closes the dialog when the person cancels on the page, and stops listening', async () => {
      const { c, post, listeners } = await startedForm();
      post(bridge('close', { reason: 'cancelled' }));
      expect(c.capture.value).toBeNull();
      expect(listeners.size).toBe(0);
      expect(c.answers.value['f-identity-capture']).toBeUndefined();
    });

    it('moves the page to a window of its own on request, and hears it there', async () => {
      const { c, post } = await startedForm();
      c.openCaptureWindow();
      expect(window.open).toHaveBeenCalledWith(`${started.url}&origin=https%3A%2F%2Fshop.test`, '_blank');
      expect(c.capture.value?.inWindow).toBe(true);
      const opened = (window.open as Mock).mock.results[0]?.value;
      post(bridge('captured', { captureId: 'cap-1' }), opened);
      expect(c.answers.value['f-identity-capture']).toEqual({ captureId: 'cap-1' });
      c.closeCapture();
      expect(opened.close).toHaveBeenCalled();
    });

    it('shows the server’s refusal on the field, and starts nothing in the preview', async () => {
      const refused = new ValidationError({
        status: 400,
        name: 'ValidationError',
        message: 'This field does not take an identity check',
        body: {},
        url: '',
      });
      const { client } = fakeClient({ startCapture: vi.fn(() => Promise.reject(refused)) });
      const c = createVForm({ formId: 'tpl-1', client });
      c.init(template([field('identity-capture', { capture })]));
      stubWindow();
      await c.startCapture('f-identity-capture');
      expect(c.errors.value['f-identity-capture']).toBe('This field does not take an identity check');
      expect(c.capture.value).toBeNull();

      const preview = fakeClient({ startCapture: vi.fn() });
      const p = createVForm({ formId: 'tpl-1', client: preview.client, preview: true });
      p.init(template([field('identity-capture', { capture })]));
      await p.startCapture('f-identity-capture');
      expect(preview.vforms.startCapture).not.toHaveBeenCalled();
      expect(p.notice.value).toMatch(/published form/);
    });
  });
});
