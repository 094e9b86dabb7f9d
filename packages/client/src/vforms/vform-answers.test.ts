import { describe, expect, it } from 'vitest';
import { numberRuleFor } from '../modules/identity/identity-numbers.js';
import { checkAnswer, checkAnswers, splitPages, type VFormFieldRules } from './vform-answers.js';

function field(overrides: Partial<VFormFieldRules> & Pick<VFormFieldRules, 'type'>): VFormFieldRules {
  return {
    id: 'f1',
    label: 'Answer',
    required: false,
    options: [],
    validation: {},
    country: null,
    verificationType: null,
    performVerification: false,
    customFields: [],
    ...overrides,
  };
}

describe('checkAnswer', () => {
  it('refuses a blank required field with "The {label} field is required", and lets an optional one be blank', () => {
    expect(
      checkAnswer(field({ type: 'short-text', label: 'Occupation', required: true }), '  ').problems,
    ).toEqual({
      '': 'The Occupation field is required',
    });
    expect(checkAnswer(field({ type: 'short-text' }), '').problems).toEqual({});
    expect(checkAnswer(field({ type: 'checkboxes', required: true, options: ['a'] }), []).problems).toEqual({
      '': 'The Answer field is required',
    });
  });

  it('trims text and applies the field’s length limits', () => {
    expect(checkAnswer(field({ type: 'short-text' }), '  Ada  ').value).toBe('Ada');
    const limited = field({ type: 'long-text', label: 'Bio', validation: { minLength: 5, maxLength: 10 } });
    expect(checkAnswer(limited, 'abc').problems['']).toBe('The Bio field should be at least 5 characters');
    expect(checkAnswer(limited, 'x'.repeat(11)).problems['']).toBe(
      'The Bio field should be not more than 10 characters',
    );
    expect(checkAnswer(field({ type: 'short-text' }), 'x'.repeat(256)).problems['']).toContain(
      'not more than 255',
    );
  });

  it('checks emails, lower-casing them', () => {
    const email = field({ type: 'email', label: 'Work email' });
    expect(checkAnswer(email, 'not-an-email').problems['']).toBe(
      'The Work email field should be a valid email',
    );
    expect(checkAnswer(email, 'Ada@Example.COM').value).toBe('ada@example.com');
  });

  it('reads numbers from numbers or digits and applies min and max', () => {
    const income = field({ type: 'number', label: 'Income', validation: { min: 0, max: 100 } });
    expect(checkAnswer(income, '42').value).toBe(42);
    expect(checkAnswer(income, 'forty').problems['']).toBe('The Income field should be a number');
    expect(checkAnswer(income, -1).problems['']).toBe('The Income field should be at least 0');
    expect(checkAnswer(income, 101).problems['']).toBe('The Income field should not be more than 100');
  });

  it('accepts only real calendar dates', () => {
    const date = field({ type: 'date', label: 'Start' });
    expect(checkAnswer(date, '2026-02-28').problems).toEqual({});
    expect(checkAnswer(date, '2026-02-30').problems['']).toBe(
      'The Start field should be a date (YYYY-MM-DD)',
    );
  });

  it('keeps choices to the field’s options, in the field’s order', () => {
    const pick = field({ type: 'checkboxes', label: 'Products', options: ['Card', 'App', 'Cheque'] });
    expect(checkAnswer(pick, ['Cheque', 'Card']).value).toEqual(['Card', 'Cheque']);
    expect(checkAnswer(pick, ['Loan']).problems['']).toBe(
      'The Products field should be one of Card, App, Cheque',
    );
    expect(checkAnswer(field({ type: 'radio', options: ['Yes', 'No'] }), 'Maybe').problems['']).toContain(
      'one of',
    );
  });

  it('refuses a checkbox answer that repeats an option or has more answers than options', () => {
    const pick = field({ type: 'checkboxes', label: 'Products', options: ['Card', 'App', 'Cheque'] });
    expect(checkAnswer(pick, ['Card', 'Card']).problems['']).toBe(
      'The Products field should not repeat a choice',
    );
    expect(checkAnswer(pick, Array(10_000).fill('Card')).problems['']).toBe(
      'The Products field should have not more than 3 choices',
    );
    expect(checkAnswer(pick, ['Card', 'App', 'Cheque', 'Card']).problems['']).toBe(
      'The Products field should have not more than 3 choices',
    );
    expect(checkAnswer(pick, ['Card', 'App', 'Cheque']).problems).toEqual({});
  });

  it('checks a phone loosely by default and by numbering plan with the strict rule', () => {
    const phone = field({ type: 'phone', label: 'Phone' });
    expect(checkAnswer(phone, '0803 000 0000').problems).toEqual({});
    expect(checkAnswer(phone, '12').problems['']).toBe('The Phone field should be a valid phone number');
    expect(checkAnswer(phone, '+2348030000000', { numberRule: numberRuleFor }).value).toBe('+2348030000000');
    expect(checkAnswer(phone, '+999123', { numberRule: numberRuleFor }).problems['']).toBeDefined();
  });

  it('reports each missing part of a composite answer under its part', () => {
    const person = field({
      type: 'personal-information',
      label: 'About you',
      required: true,
      customFields: [
        { id: 'c1', name: 'email', show: true, required: true },
        { id: 'c2', name: 'gender', show: false, required: true },
      ],
    });
    expect(checkAnswer(person, { firstName: 'Ada' }).problems).toEqual({
      lastName: 'The last name field is required',
      email: 'The email field is required',
    });
    expect(checkAnswer(person, { firstName: 'Ada', lastName: 'Obi', email: 'bad' }).problems).toEqual({
      email: 'The email field should be a valid email',
    });
    expect(checkAnswer(person, undefined).problems).toEqual({
      firstName: 'The first name field is required',
      lastName: 'The last name field is required',
      email: 'The email field is required',
    });
    const address = field({ type: 'address', required: true });
    expect(Object.keys(checkAnswer(address, { street: '1 Marina' }).problems)).toEqual([
      'city',
      'state',
      'country',
    ]);
  });

  it('checks an identity number with its country’s rule and needs consent when it verifies', () => {
    const nin = field({
      type: 'identity-verification',
      label: 'NIN verification',
      required: true,
      country: 'ng',
      verificationType: 'nin',
      performVerification: true,
    });
    expect(checkAnswer(nin, { number: '1234', isConsent: true }).problems).toEqual({
      number: 'The NIN field should be exactly 11 digits',
    });
    expect(checkAnswer(nin, { number: '11111111111', isConsent: false }).problems).toEqual({
      isConsent: 'The consent field is required',
    });
    expect(checkAnswer(nin, { number: '11111111111', isConsent: true })).toEqual({
      value: { number: '11111111111', isConsent: true },
      problems: {},
    });
  });

  it('wants an uploaded file reference for a file upload', () => {
    const upload = field({ type: 'file-upload', label: 'Proof', required: true });
    expect(checkAnswer(upload, { id: 'file_1', name: 'bill.pdf' }).value).toEqual({
      id: 'file_1',
      name: 'bill.pdf',
    });
    expect(checkAnswer(upload, { name: 'bill.pdf' }).problems['']).toBe('The Proof field is required');
  });
});

describe('an identity capture answer', () => {
  const capture = field({ type: 'identity-capture', label: 'Identity check', required: true });
  it('keeps the capture session id and nothing the browser adds to it', () => {
    expect(checkAnswer(capture, { captureId: 'cap-1', decision: 'approved' })).toEqual({
      value: { captureId: 'cap-1' },
      problems: {},
    });
  });
  it('is required until the capture page has reported one', () => {
    for (const value of [undefined, {}, { captureId: '' }, { captureId: 7 }, { captureId: 'x'.repeat(65) }])
      expect(checkAnswer(capture, value).problems).toEqual({ '': 'The Identity check field is required' });
  });
});

describe('checkAnswers', () => {
  it('keys problems by field id and part, and flags answers to questions no longer on the form', () => {
    const fields = [
      field({ id: 'name', type: 'short-text', label: 'Name', required: true }),
      field({ id: 'place', type: 'country-state', label: 'Where', required: true }),
    ];
    const { values, problems } = checkAnswers(fields, { place: { country: 'NG' }, gone: 'x' });
    expect(problems).toEqual({
      gone: 'This question is no longer on the form: reload the page',
      name: 'The Name field is required',
      'place.state': 'The state field is required',
    });
    expect(values).toEqual({ place: { country: 'NG' } });
  });
});

describe('splitPages', () => {
  it('starts a new page at each page break, which leads the page it opens; a trailing break opens none', () => {
    const fields = [
      { id: 'a', type: 'short-text' },
      { id: 'b', type: 'page-break' },
      { id: 'c', type: 'email' },
      { id: 'd', type: 'page-break' },
    ] as const;
    expect(splitPages(fields).map((page) => page.map((f) => f.id))).toEqual([['a'], ['b', 'c']]);
    expect(splitPages([])).toEqual([[]]);
  });
});
