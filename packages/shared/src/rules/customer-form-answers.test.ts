import { describe, expect, it } from 'vitest';
import { formFieldsSchema, type FormField } from '../customer-forms';
import { checkAnswers, cleanAnswers, isCalendarDate } from './customer-form-answers';

const fields: FormField[] = formFieldsSchema.parse([
  { id: 'intro', type: 'heading', label: 'About you' },
  { id: 'name', type: 'short_text', label: 'Name', required: true },
  { id: 'notes', type: 'long_text', label: 'Notes' },
  { id: 'skin', type: 'single_choice', label: 'Skin', options: ['Dry', 'Oily'], required: true },
  { id: 'areas', type: 'multiple_choice', label: 'Areas', options: ['Neck', 'Back', 'Legs'] },
  { id: 'patch', type: 'yes_no', label: 'Patch test done?', required: true },
  { id: 'born', type: 'date', label: 'Birthday' },
  { id: 'sig', type: 'signature', label: 'Signature', required: true },
]);
const png = 'data:image/png;base64,iVBORw0KGgo=';
const good = { name: ' Ann ', skin: 'Dry', areas: ['Neck', 'Legs'], patch: false, born: '1990-02-28', sig: png };

describe('checkAnswers', () => {
  it('accepts complete answers of the right types (false is an answer to a yes/no question)', () => {
    expect(checkAnswers(fields, good)).toEqual({});
  });

  it('names each missing required answer, the signature with its own message', () => {
    expect(checkAnswers(fields, { name: '  ', areas: [] })).toEqual({
      name: ['customer_forms.validation.required'],
      skin: ['customer_forms.validation.required'],
      patch: ['customer_forms.validation.required'],
      sig: ['customer_forms.validation.signature_required'],
    });
  });

  it('refuses wrong types, options the field does not offer, impossible dates and non-PNG signatures', () => {
    const errors = checkAnswers(fields, { ...good, name: 5 as never, skin: 'Normal', areas: ['Neck', 'Arms'], patch: 'yes', born: '2026-02-30', sig: 'data:image/jpeg;base64,AAAA' });
    expect(errors).toEqual({
      name: ['customer_forms.validation.wrong_type'],
      skin: ['customer_forms.validation.not_an_option'],
      areas: ['customer_forms.validation.not_an_option'],
      patch: ['customer_forms.validation.wrong_type'],
      born: ['customer_forms.validation.bad_date'],
      sig: ['customer_forms.validation.bad_signature'],
    });
  });

  it('refuses answers to questions the form does not ask, and to a heading', () => {
    expect(checkAnswers(fields, { ...good, intro: 'x', extra: 'y' })).toEqual({
      intro: ['customer_forms.validation.not_a_question'],
      extra: ['customer_forms.validation.not_a_question'],
    });
  });

  it('refuses a repeated choice and over-long text', () => {
    expect(checkAnswers(fields, { ...good, areas: ['Neck', 'Neck'], name: 'x'.repeat(201) })).toEqual({
      areas: ['customer_forms.validation.not_an_option'],
      name: ['customer_forms.validation.too_long'],
    });
  });
});

describe('cleanAnswers', () => {
  it('trims texts and drops empty answers and headings', () => {
    expect(cleanAnswers(fields, { ...good, notes: '', intro: 'x' })).toEqual({ ...good, name: 'Ann' });
  });
});

describe('isCalendarDate', () => {
  it('knows leap years', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2025-02-29')).toBe(false);
    expect(isCalendarDate('2025-1-01')).toBe(false);
  });
});

describe('formFieldsSchema', () => {
  it('refuses duplicate ids, a choice with fewer than two options and a second signature', () => {
    const result = formFieldsSchema.safeParse([
      { id: 'a', type: 'single_choice', label: 'A', options: ['Only'] },
      { id: 'a', type: 'signature', label: 'S' },
      { id: 'b', type: 'signature', label: 'S2' },
    ]);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.message).sort()).toEqual([
      'customer_forms.validation.duplicate_field',
      'customer_forms.validation.one_signature',
      'customer_forms.validation.two_options',
    ]);
  });
});
