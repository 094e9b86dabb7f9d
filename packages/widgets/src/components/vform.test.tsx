import type { PublicClient } from '@verity/client/public';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { everyField, field, template } from '../test-support/vform-fixture.js';
import { createVForm, type VFormOptions } from '../vform/controller.js';
import { VForm } from './vform.js';

const client = {} as PublicClient;

function form(
  fields = everyField(),
  extra: Parameters<typeof template>[1] = {},
  options: Partial<VFormOptions> = {},
) {
  const c = createVForm({ formId: 'tpl-1', client, preview: true, ...options });
  c.init(template(fields, extra));
  return c;
}
const html = (c: ReturnType<typeof form>) => renderToString(<VForm c={c} />);

/** Every id the markup defines, and every id it points at. */
function ids(markup: string) {
  const defined = new Set([...markup.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]));
  const pointed = [...markup.matchAll(/ (?:for|aria-describedby|aria-labelledby)="([^"]+)"/g)].flatMap((m) =>
    (m[1] ?? '').split(' '),
  );
  return { defined, pointed };
}

function allPages(c: ReturnType<typeof form>) {
  return c.pages.value.map((_, index) => {
    c.page.value = index;
    return html(c);
  });
}

describe('VForm markup', () => {
  it('never renders a style attribute, on any page or state', () => {
    const c = form(everyField(), { logo: '/logo.png', banner: 'https://cdn.test/b.png' });
    c.errors.value = { 'f-short-text': 'x', 'f-address.city': 'y', 'f-radio': 'z' };
    const pages = allPages(c);
    c.state.value = 'done';
    c.result.value = {
      id: 'r',
      confirmation: { title: 't', message: 'm', showVerificationResult: false },
      redirectToWebsite: null,
    };
    for (const markup of [...pages, html(c)]) expect(markup).not.toMatch(/\sstyle=/);
  });

  it('labels every input, and every label and description points at something that exists', () => {
    const c = form();
    c.errors.value = {
      'f-short-text': 'The short text field is required',
      'f-address.city': 'The city field is required',
      'f-radio': 'Pick one',
      'f-country-state': 'The country and state field is required',
      'f-identity-verification.isConsent': 'The consent field is required',
    };
    for (const markup of allPages(c)) {
      const { defined, pointed } = ids(markup);
      for (const id of pointed) expect(defined, `#${id} is pointed at`).toContain(id);
      // Every input, select and textarea has a label[for] or sits inside a <label>.
      for (const m of markup.matchAll(/<(input|select|textarea)([^>]*)>/g)) {
        const attrs = m[2] ?? '';
        const id = / id="([^"]+)"/.exec(attrs)?.[1];
        const wrapped =
          markup.slice(0, m.index).lastIndexOf('<label class="opt">') >
          markup.slice(0, m.index).lastIndexOf('</label>');
        expect(Boolean(wrapped || (id && markup.includes(`for="${id}"`))), `${m[0]} has a label`).toBe(true);
      }
    }
  });

  it('renders text-like types with their input types and autocomplete', () => {
    const [page] = allPages(form());
    expect(page).toContain('<input id="v-f-email" name="f-email" autocomplete="email"');
    expect(page).toMatch(/<input id="v-f-email"[^>]*type="email"/);
    expect(page).toMatch(/<input id="v-f-phone"[^>]*type="tel"/);
    expect(page).toMatch(/<input id="v-f-number"[^>]*type="number"/);
    expect(page).toMatch(/<input id="v-f-date"[^>]*type="date"/);
    expect(page).toMatch(/<textarea id="v-f-long-text"/);
    expect(page).toMatch(
      /<input id="v-f-short-text"[^>]*aria-required="true"[^>]*aria-describedby="d-f-short-text"/,
    );
    expect(page).toContain('<span class="req" aria-hidden="true"> *</span>');
  });

  it('puts choices and composite answers in a fieldset with a legend', () => {
    const [, choices, about] = allPages(form());
    expect(choices).toMatch(
      /<fieldset[^>]*><legend>radio<span class="req" aria-hidden="true"> \*<\/span><span class="vh"> \(required\)<\/span><\/legend>/,
    );
    expect(choices).toMatch(
      /<label class="opt"><input id="v-f-radio" type="radio" name="f-radio" value="Yes"/,
    );
    expect(choices).toMatch(/<input type="checkbox" name="f-checkboxes" value="App"/);
    expect(choices).toMatch(
      /<select id="v-f-dropdown"[^>]*><option selected value>Select…<\/option><option value="Savings">/,
    );
    expect(choices).toMatch(/<legend>address<\/legend>/);
    for (const part of ['street', 'city', 'state', 'country', 'postalCode'])
      expect(choices).toContain(`<label for="v-f-address-${part}">`);
    expect(choices).toMatch(/<input id="v-f-file-upload"[^>]*type="file"/);
    expect(about).toContain('<label for="v-f-personal-information-firstName">First name');
    expect(about).toContain('<label for="v-f-personal-information-gender">Gender');
    expect(about).not.toContain('v-f-personal-information-mobile');
    expect(about).toMatch(/<input id="v-f-personal-information-photo"[^>]*type="file"/);
    expect(about).toContain('Nigeria · NIN');
    expect(about).toContain('<label for="v-f-identity-verification-number">NIN');
    expect(about).toContain('I agree to have this number verified');
    expect(about).toContain('<label for="v-f-certificate-type">Certificate type');
    expect(about).toContain('<option value="waec">WAEC</option>');
    expect(about).toContain('<label for="v-f-business-information-companyName">Company name');
  });

  it('links errors with aria-describedby and aria-invalid', () => {
    const c = form();
    c.errors.value = {
      'f-short-text': 'The short text field is required',
      'f-radio': 'Pick one',
      'f-address.city': 'City!',
    };
    const [first, second] = allPages(c);
    expect(first).toMatch(
      /<input id="v-f-short-text"[^>]*aria-invalid="true" aria-describedby="d-f-short-text e-v-f-short-text"/,
    );
    expect(first).toContain('<p id="e-v-f-short-text" class="err">The short text field is required</p>');
    expect(second).toMatch(/<fieldset class="f" aria-describedby="e-v-f-radio"><legend>radio/);
    expect(second).toMatch(/<input id="v-f-radio" type="radio"[^>]*aria-invalid="true"/);
    expect(second).toMatch(
      /<input id="v-f-address-city"[^>]*aria-invalid="true" aria-describedby="e-v-f-address-city"/,
    );
  });

  it('shows progress as a labelled progressbar, and a focusable page heading', () => {
    const c = form();
    c.page.value = 1;
    const markup = html(c);
    expect(markup).toContain(
      '<div role="progressbar" aria-label="Form progress" aria-valuemin="0" aria-valuemax="100" aria-valuenow="67" aria-valuetext="67%" class="bar">',
    );
    expect(markup).toContain('<p>67% Page 2 of 3</p>');
    expect(markup).toContain('<h3 class="ph" tabindex="-1">Choices</h3>');
    expect(markup).toContain('<button type="button" class="back">Previous</button>');
    expect(markup).toContain('<button type="submit" class="go">Continue</button>');
  });

  it('shows steps with page titles when asked, and hides the page number', () => {
    const c = form(everyField(), {
      pagination: {
        ...template([]).pagination,
        type: 'steps',
        hidePageNumber: true,
        showPageTitlesInProgressBar: true,
        pages: ['Start'],
      },
    });
    const markup = html(c);
    expect(markup).toContain(
      'aria-valuemin="1" aria-valuemax="3" aria-valuenow="1" aria-valuetext="Step 1 of 3: Start" class="steps"',
    );
    expect(markup).toContain(
      '<span class="on">Start</span><span>Choices</span><span>About you</span></div></div>',
    );
    expect(markup).not.toContain('Page 1 of 3');
  });

  it('has one page without progress, and the title as h1 on the hosted page', () => {
    const c = form([field('short-text')], {}, { headingLevel: 1 });
    const markup = html(c);
    expect(markup).not.toContain('progressbar');
    expect(markup).toContain('<h1 id="vf-title" class="title">Open an account</h1>');
    expect(markup).toContain('<form novalidate aria-labelledby="vf-title">');
    expect(markup).toContain('<button type="submit" class="go submit">Submit</button>');
  });

  it('shows the availability message when the form is closed', () => {
    const c = form(
      [field('short-text')],
      { availability: { open: false, reason: 'ended', message: 'This form has ended' } },
      { preview: false },
    );
    expect(html(c)).toContain('<p>This form has ended</p>');
    expect(html(c)).not.toContain('<form');
  });

  const outcome = {
    id: 'r',
    status: 'unverified' as const,
    verifications: [
      { fieldId: 'f-identity-verification', verified: true },
      { fieldId: 'f-certificate', verified: false },
    ],
    redirectToWebsite: null,
  };

  it('shows the confirmation with each verification as Verified or Not verified when the form shows them', () => {
    const confirmation = { title: 'Thanks!', message: 'We will be in touch', showVerificationResult: true };
    const c = form(everyField(), { confirmation }, { closable: true });
    c.state.value = 'done';
    c.result.value = { ...outcome, confirmation };
    const markup = html(c);
    expect(markup).toContain('<h3 class="ph" tabindex="-1">Thanks!</h3><p>We will be in touch</p>');
    expect(markup).toContain('<li>identity verification: Verified</li><li>certificate: Not verified</li>');
    expect(markup).toContain('<button type="button">Close</button>');
  });

  it('never shows a verification outcome when the form keeps it from the respondent', () => {
    const confirmation = { title: 'Thanks!', message: 'We will be in touch', showVerificationResult: false };
    const c = form(everyField(), { confirmation });
    c.state.value = 'done';
    // Even if a server sent the outcome anyway, the respondent does not see it.
    c.result.value = { ...outcome, confirmation };
    const markup = html(c);
    expect(markup).toContain('<p>We will be in touch</p>');
    expect(markup).not.toMatch(/Verified|Not verified|<li>/);
  });

  it('keeps the live regions in the markup from the start', () => {
    const c = createVForm({ formId: 'tpl-1', client });
    const markup = html(c);
    expect(markup).toContain('role="status" aria-live="polite"');
    expect(markup).toContain('role="alert" aria-live="assertive"');
  });

  it('renders an identity capture field as a button in its fieldset, and its dialog with a camera-allowed frame', () => {
    const capture = field('identity-capture', {
      label: 'Identity check',
      required: true,
      capture: { kind: 'document_and_liveness', documentType: 'passport' },
    });
    const c = form([capture]);
    c.errors.value = { 'f-identity-capture': 'The Identity check field is required' };
    let markup = html(c);
    expect(markup).toMatch(
      /<fieldset class="f" aria-describedby="e-v-f-identity-capture"><legend>Identity check<span class="req"/,
    );
    expect(markup).toContain('Passport and selfie, with your camera. It takes about a minute.');
    expect(markup).toContain('The Identity check field is required');
    expect(markup).toMatch(
      /<button type="button" id="cap-f-identity-capture" aria-invalid="true">Start identity check<\/button>/,
    );
    expect(markup).not.toContain('<dialog');

    c.capture.value = {
      fieldId: 'f-identity-capture',
      captureId: 'cap-1',
      url: 'https://api.verity.test/v-forms/cap-1/capture#token=cst_1&origin=https%3A%2F%2Fshop.test',
      inWindow: false,
      done: false,
    };
    markup = html(c);
    expect(markup).toContain('<dialog class="cap" aria-label="Identity check">');
    expect(markup).toMatch(
      /<iframe src="https:\/\/api\.verity\.test\/v-forms\/cap-1\/capture#token=cst_1&amp;origin=[^"]+" title="Passport and selfie" allow="camera">/,
    );
    expect(markup).toContain('>Open in a new window</button>');
    expect(markup).toContain('>Close</button>');
    const { defined, pointed } = ids(markup);
    for (const id of pointed) expect(defined, `#${id} is pointed at`).toContain(id);
    expect(markup).not.toMatch(/\sstyle=/);

    c.set('f-identity-capture', '', { captureId: 'cap-1' });
    c.capture.value = { ...c.capture.value, inWindow: true, done: true };
    markup = html(c);
    expect(markup).toContain('✓ Identity check done');
    expect(markup).toContain('Continue in the new window.');
    expect(markup).not.toContain('<iframe');
    expect(markup).not.toContain('Open in a new window');
    expect(markup).toContain('>Continue</button>');
    expect(markup).toContain('>Take it again</button>');
  });
});
