/**
 * Message templates sent to customers (confirmation, reminder…): the venue's wording with
 * `{variable}` placeholders. One rule for the editor's preview, the API's validation and the
 * reminders that send them: variables are replaced, unknown ones are reported (the API refuses
 * them at save), and an e-mail body is HTML-escaped (the venue writes plain text).
 */

/** The variables a template may use, in the order the editor offers them. */
export const MESSAGE_VARIABLES = [
  'customer_name',
  'customer_first_name',
  'date',
  'time',
  'service',
  'staff',
  'price',
  'venue',
  'venue_phone',
  'venue_address',
  'manage_link',
  'review_link',
] as const;
export type MessageVariable = (typeof MESSAGE_VARIABLES)[number];
export type MessageValues = Partial<Record<MessageVariable, string>>;

const KNOWN: ReadonlySet<string> = new Set(MESSAGE_VARIABLES);
/** `{name}`: letters, digits and underscores between braces; any other brace is plain text. */
const PLACEHOLDER = /\{([A-Za-z0-9_]+)\}/g;

export const isMessageVariable = (name: string): name is MessageVariable => KNOWN.has(name);

/** Every variable name the text uses, in order of first use, each once. */
export function templateVariables(text: string): string[] {
  return [...new Set(Array.from(text.matchAll(PLACEHOLDER), (match) => match[1]!))];
}

/** The names the text uses that are not variables (empty when the template is valid). */
export function unknownVariables(text: string): string[] {
  return templateVariables(text).filter((name) => !isMessageVariable(name));
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);

export interface RenderOptions {
  /** E-mail HTML: the template's text and every value escaped, line breaks as <br>. */
  html?: boolean;
}

/**
 * The text with each known variable replaced by its value (a missing value: empty). An unknown
 * `{name}` stays as written (the API never stores one). With `html`, the result is safe HTML.
 */
export function renderTemplate(text: string, values: MessageValues, options: RenderOptions = {}): string {
  const escape = options.html ? escapeHtml : (part: string) => part;
  let out = '';
  let last = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    const name = match[1]!;
    out += escape(text.slice(last, match.index));
    out += escape(isMessageVariable(name) ? (values[name] ?? '') : match[0]);
    last = match.index + match[0].length;
  }
  out += escape(text.slice(last));
  return options.html ? out.replace(/\r?\n/g, '<br>\n') : out;
}

// --- SMS length: see sms-segments.ts ---------------------------------------------------------
export { smsLength, type SmsLength } from './sms-segments';
