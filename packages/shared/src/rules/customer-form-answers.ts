import { MAX_LONG_ANSWER, MAX_SHORT_ANSWER, type AnswerValue, type Answers, type FormField } from '../customer-forms';

/**
 * Checks a form's answers against its fields (pure; the server's rule and the filling screens' hint):
 * required answers present, each answer of its field's type, choices among the field's options,
 * dates real calendar dates (YYYY-MM-DD), a signature a PNG data URL. Answers to unknown fields and
 * to heading blocks are errors too (nothing is stored that the form did not ask).
 * Answers: { field id: [translation key] } of the problems; empty when the answers are acceptable.
 */
export type AnswerErrors = Record<string, string[]>;

const K = 'customer_forms.validation.';
export const SIGNATURE_PREFIX = 'data:image/png;base64,';

export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const isEmpty = (value: AnswerValue | undefined) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

function checkOne(field: FormField, value: AnswerValue): string | null {
  switch (field.type) {
    case 'short_text':
    case 'long_text': {
      if (typeof value !== 'string') return 'wrong_type';
      return value.length > (field.type === 'short_text' ? MAX_SHORT_ANSWER : MAX_LONG_ANSWER) ? 'too_long' : null;
    }
    case 'single_choice':
      if (typeof value !== 'string') return 'wrong_type';
      return field.options.includes(value) ? null : 'not_an_option';
    case 'multiple_choice':
      if (!Array.isArray(value)) return 'wrong_type';
      if (new Set(value).size !== value.length) return 'not_an_option';
      return value.every((choice) => field.options.includes(choice)) ? null : 'not_an_option';
    case 'yes_no':
      return typeof value === 'boolean' ? null : 'wrong_type';
    case 'date':
      if (typeof value !== 'string') return 'wrong_type';
      return isCalendarDate(value) ? null : 'bad_date';
    case 'signature':
      if (typeof value !== 'string') return 'wrong_type';
      return value.startsWith(SIGNATURE_PREFIX) && /^[A-Za-z0-9+/]+={0,2}$/.test(value.slice(SIGNATURE_PREFIX.length)) ? null : 'bad_signature';
    default:
      return 'not_a_question';
  }
}

export function checkAnswers(fields: readonly FormField[], answers: Answers): AnswerErrors {
  const errors: AnswerErrors = {};
  const byId = new Map(fields.map((field) => [field.id, field]));
  for (const id of Object.keys(answers)) {
    const field = byId.get(id);
    if (!field || field.type === 'heading') errors[id] = [`${K}not_a_question`];
  }
  for (const field of fields) {
    if (field.type === 'heading') continue;
    const value = answers[field.id];
    if (isEmpty(value)) {
      if (field.required) errors[field.id] = [`${K}${field.type === 'signature' ? 'signature_required' : 'required'}`];
      continue;
    }
    const problem = checkOne(field, value!);
    if (problem) errors[field.id] = [`${K}${problem}`];
  }
  return errors;
}

/** The answers to keep: empty ones left out, texts trimmed. */
export function cleanAnswers(fields: readonly FormField[], answers: Answers): Answers {
  const clean: Answers = {};
  for (const field of fields) {
    const value = answers[field.id];
    if (field.type === 'heading' || isEmpty(value)) continue;
    clean[field.id] = typeof value === 'string' && field.type !== 'signature' ? value.trim() : value!;
  }
  return clean;
}
