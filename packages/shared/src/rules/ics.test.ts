import { describe, expect, it } from 'vitest';
import { foldLine, icsFile } from './ics';

describe('icsFile', () => {
  it('writes one event in UTC with escaped text and CRLF lines', () => {
    const file = icsFile({
      uid: 'b-1@chairside', stamp: new Date('2027-01-01T08:00:00Z'), start: new Date('2027-01-02T09:30:00Z'), end: new Date('2027-01-02T10:15:00Z'),
      summary: 'Cut, colour; Demo Salon', location: 'Main street 1\nAmsterdam',
    });
    expect(file).toContain('\r\nDTSTART:20270102T093000Z\r\n');
    expect(file).toContain('DTEND:20270102T101500Z');
    expect(file).toContain('SUMMARY:Cut\\, colour\\; Demo Salon');
    expect(file).toContain('LOCATION:Main street 1\\nAmsterdam');
    expect(file.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const folded = foldLine(`SUMMARY:${'é'.repeat(80)}`);
    for (const part of folded.split('\r\n')) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(folded.split('\r\n').map((part, i) => (i ? part.slice(1) : part)).join('')).toBe(`SUMMARY:${'é'.repeat(80)}`);
  });
});
