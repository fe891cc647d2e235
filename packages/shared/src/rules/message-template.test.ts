import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MESSAGE_VARIABLES, renderTemplate, templateVariables, unknownVariables, type MessageValues } from './message-template';

/** Plain text without braces (so it holds no placeholder). */
const plain = fc.string({ maxLength: 40 }).map((text) => text.replace(/[{}]/g, ''));
const variable = fc.constantFrom(...MESSAGE_VARIABLES);
const values = fc.dictionary(variable, fc.string({ maxLength: 20 })) as fc.Arbitrary<MessageValues>;

describe('renderTemplate', () => {
  it('replaces the variables, keeps other braces and unknown names as written', () => {
    const text = 'Hi {customer_first_name}, see you {date} at {time} {smile} {';
    expect(renderTemplate(text, { customer_first_name: 'Ana', date: '3 May', time: '10:00' })).toBe('Hi Ana, see you 3 May at 10:00 {smile} {');
    expect(renderTemplate('{venue} – {staff}', {})).toBe(' – ');
  });

  it('escapes the text and the values for e-mail, with line breaks as <br>', () => {
    expect(renderTemplate('<b>{customer_name}</b>\n& more', { customer_name: 'Tom & "Jerry" <x>' }, { html: true })).toBe(
      '&lt;b&gt;Tom &amp; &quot;Jerry&quot; &lt;x&gt;&lt;/b&gt;<br>\n&amp; more',
    );
  });

  it('leaves text without placeholders unchanged', () => {
    fc.assert(fc.property(plain, values, (text, vals) => {
      expect(renderTemplate(text, vals)).toBe(text);
    }));
  });

  it('puts each value in its place, whatever the text around it', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(plain, variable), { maxLength: 6 }), plain, values, (parts, tail, vals) => {
        const template = parts.map(([text, name]) => `${text}{${name}}`).join('') + tail;
        const expected = parts.map(([text, name]) => text + (vals[name] ?? '')).join('') + tail;
        expect(renderTemplate(template, vals)).toBe(expected);
        expect(unknownVariables(template)).toEqual([]);
      }),
    );
  });

  it('never lets markup through into an e-mail, from the text or the values', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.string({ maxLength: 20 }), variable), { maxLength: 5 }), values, (parts, vals) => {
        const html = renderTemplate(parts.map(([text, name]) => `${text}{${name}}`).join(''), vals, { html: true });
        expect(html.replace(/<br>/g, '')).not.toMatch(/[<>"']/);
      }),
    );
  });
});

describe('unknownVariables', () => {
  it('names each unknown placeholder once, in order', () => {
    expect(unknownVariables('{date} {Name} {date} {foo_1} {Name}')).toEqual(['Name', 'foo_1']);
    expect(templateVariables('{date} {x} {date}')).toEqual(['date', 'x']);
  });

  it('finds exactly the names added that are not variables', () => {
    const name = fc.stringMatching(/^[a-z_]{1,12}$/);
    fc.assert(
      fc.property(fc.array(fc.tuple(plain, name), { maxLength: 6 }), (parts) => {
        const template = parts.map(([text, n]) => `${text}{${n}}`).join('');
        const expected = [...new Set(parts.map(([, n]) => n))].filter((n) => !(MESSAGE_VARIABLES as readonly string[]).includes(n));
        expect(unknownVariables(template)).toEqual(expected);
      }),
    );
  });
});
