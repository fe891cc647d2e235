import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, datesBetween, weekdayOf } from './calendar-time';
import {
  emptyWeek, isClosedOn, mondayOf, openingOn, outsideOpening, patternOn, placeSchedule, resolveDay, rotaWeekIndex, spansProblem,
  spansToInstants, type ClockSpan, type Schedule, type WeekPattern,
} from './work-schedule';

const span = (start_time: string, end_time: string): ClockSpan => ({ start_time, end_time });
const week = (days: Record<number, ClockSpan[]>): WeekPattern => emptyWeek().map((_, weekday) => days[weekday] ?? []);

// Week A: Monday and Wednesday early with a lunch break; week B: Tuesday late and Saturday.
const WEEK_A = week({ 1: [span('08:00', '12:00'), span('12:30', '16:30')], 3: [span('08:00', '14:00')] });
const WEEK_B = week({ 2: [span('13:00', '21:00')], 6: [span('09:00', '17:00')] });
// 2026-11-02 is a Monday: the rota's week A.
const rota: Schedule = { starts_on: '2026-11-04', ends_on: null, anchor_on: '2026-11-02', weeks: [WEEK_A, WEEK_B] };

describe('a two-week rota', () => {
  it('gives the right shifts on dates a year ahead', () => {
    // 2027-11-01 is a Monday 52 weeks after 2026-11-02: an even number of weeks, so week A again.
    expect(patternOn([rota], '2027-11-01')).toEqual(WEEK_A[1]);
    expect(patternOn([rota], '2027-11-02')).toEqual([]);
    expect(patternOn([rota], '2027-11-03')).toEqual(WEEK_A[3]);
    // The week after is week B.
    expect(patternOn([rota], '2027-11-08')).toEqual([]);
    expect(patternOn([rota], '2027-11-09')).toEqual(WEEK_B[2]);
    expect(patternOn([rota], '2027-11-13')).toEqual(WEEK_B[6]);
    // Not before it starts (Monday 2026-11-02 is before starts_on).
    expect(patternOn([rota], '2026-11-02')).toEqual([]);
    expect(patternOn([rota], '2026-11-04')).toEqual(WEEK_A[3]);
  });

  it('keeps its clock times across the daylight-saving changes of Europe/Amsterdam', () => {
    const zone = 'Europe/Amsterdam';
    const utc = (date: string, spans: ClockSpan[]) => spansToInstants(date, spans, zone).map(([from, to]) => [new Date(from).toISOString().slice(11, 16), (to - from) / 60_000]);
    // Spring: clocks go forward on Sunday 2027-03-28. 2027-03-22 is 20 weeks after the anchor (week A), 2027-03-29 week B, 2027-04-05 week A.
    expect(utc('2027-03-22', patternOn([rota], '2027-03-22'))).toEqual([['07:00', 240], ['11:30', 240]]);
    expect(patternOn([rota], '2027-03-29')).toEqual([]);
    expect(utc('2027-03-30', patternOn([rota], '2027-03-30'))).toEqual([['11:00', 480]]);
    expect(utc('2027-04-05', patternOn([rota], '2027-04-05'))).toEqual([['06:00', 240], ['10:30', 240]]);
    // Saturdays of week B on either side: 09:00 local is 08:00Z in winter, 07:00Z in summer.
    expect(utc('2027-03-20', patternOn([rota], '2027-03-20'))).toEqual([['08:00', 480]]);
    expect(patternOn([rota], '2027-03-27')).toEqual([]);
    expect(utc('2027-04-03', patternOn([rota], '2027-04-03'))).toEqual([['07:00', 480]]);
    // Autumn: clocks go back on Sunday 2027-10-31. Tuesday 2027-10-26 is week B (summer), 2027-11-02 week A, 2027-11-09 week B (winter).
    expect(utc('2027-10-26', patternOn([rota], '2027-10-26'))).toEqual([['11:00', 480]]);
    expect(patternOn([rota], '2027-11-02')).toEqual([]);
    expect(utc('2027-11-09', patternOn([rota], '2027-11-09'))).toEqual([['12:00', 480]]);
    // A shift over the change itself lasts one hour less in March and one more in October.
    expect(utc('2027-03-28', [span('01:00', '04:00')])).toEqual([['00:00', 120]]);
    expect(utc('2027-10-31', [span('01:00', '04:00')])).toEqual([['23:00', 240]]);
  });

  it('alternates every week, for any date and any anchor (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -2000, max: 2000 }), fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 1, max: 8 }), (anchorShift, dayShift, cycle) => {
        const anchor = addDays('2026-06-15', anchorShift);
        const date = addDays('2024-01-01', dayShift);
        const index = rotaWeekIndex(anchor, date, cycle);
        expect(index).toBeGreaterThanOrEqual(0);
        expect(index).toBeLessThan(cycle);
        expect(rotaWeekIndex(anchor, addDays(date, 7), cycle)).toBe((index + 1) % cycle);
        expect(rotaWeekIndex(anchor, mondayOf(date), cycle)).toBe(index);
        expect(rotaWeekIndex(anchor, addDays(date, 7 * cycle), cycle)).toBe(index);
      }),
    );
  });
});

describe('exceptions and closed days', () => {
  const weekly: Schedule = { starts_on: '2026-01-01', ends_on: null, anchor_on: '2026-01-01', weeks: [week({ 1: [span('09:00', '17:00')] })] };
  const closed = [{ starts_on: '2026-12-24', ends_on: '2026-12-26' }, { starts_on: '2027-01-01', ends_on: '2027-01-01' }];

  it('replaces one day or makes it a day off, without touching the pattern', () => {
    expect(resolveDay([weekly], [span('10:00', '12:00')], [], '2026-11-30')).toEqual({ spans: [span('10:00', '12:00')], source: 'exception' });
    expect(resolveDay([weekly], [], [], '2026-11-30')).toEqual({ spans: [], source: 'exception' });
    expect(resolveDay([weekly], undefined, [], '2026-12-07')).toEqual({ spans: [span('09:00', '17:00')], source: 'pattern' });
    expect(resolveDay([weekly], undefined, [], '2026-12-08')).toEqual({ spans: [], source: 'none' });
  });

  it('stops the pattern and the opening hours on closed days; an exception still wins', () => {
    expect(isClosedOn(closed, '2026-12-25')).toBe(true);
    expect(isClosedOn(closed, '2026-12-27')).toBe(false);
    // 2027-01-01 is a Friday; make the pattern cover Fridays.
    const fridays: Schedule = { ...weekly, weeks: [week({ 5: [span('09:00', '17:00')] })] };
    expect(resolveDay([fridays], undefined, closed, '2027-01-01')).toEqual({ spans: [], source: 'closed' });
    expect(resolveDay([fridays], [span('10:00', '11:00')], closed, '2027-01-01').source).toBe('exception');
    const opening = week({ 5: [span('09:00', '18:00')] });
    expect(openingOn(opening, closed, '2027-01-01')).toEqual([]);
    expect(openingOn(opening, closed, '2027-01-08')).toEqual([span('09:00', '18:00')]);
  });
});

describe('placing a new schedule', () => {
  const a: Schedule = { starts_on: '2026-01-05', ends_on: null, anchor_on: '2026-01-05', weeks: [emptyWeek()] };
  const b: Schedule = { starts_on: '2026-06-01', ends_on: null, anchor_on: '2026-06-01', weeks: [emptyWeek(), emptyWeek()] };

  it('keeps the old one before the new one', () => {
    expect(placeSchedule([a], b).map((s) => [s.starts_on, s.ends_on, s.weeks.length])).toEqual([['2026-01-05', '2026-05-31', 1], ['2026-06-01', null, 2]]);
  });

  it('lets an old one run on after a bounded new one, keeping its anchor', () => {
    const bounded = { ...b, ends_on: '2026-06-30' };
    const placed = placeSchedule([a], bounded);
    expect(placed.map((s) => [s.starts_on, s.ends_on, s.anchor_on])).toEqual([
      ['2026-01-05', '2026-05-31', '2026-01-05'], ['2026-06-01', '2026-06-30', '2026-06-01'], ['2026-07-01', null, '2026-01-05'],
    ]);
  });

  it('replaces a schedule wholly inside the new one and never leaves overlaps (property)', () => {
    const dateArb = fc.integer({ min: 0, max: 400 }).map((n) => addDays('2026-01-01', n));
    const scheduleArb = fc.tuple(dateArb, fc.option(fc.integer({ min: 0, max: 200 }))).map(([start, length]): Schedule => ({
      starts_on: start, ends_on: length === null ? null : addDays(start, length), anchor_on: start, weeks: [emptyWeek()],
    }));
    fc.assert(
      fc.property(fc.array(scheduleArb, { maxLength: 6 }), (sequence) => {
        let placed: Schedule[] = [];
        for (const next of sequence) placed = placeSchedule(placed, next);
        for (let i = 1; i < placed.length; i++) expect(placed[i - 1]!.ends_on !== null && placed[i - 1]!.ends_on! < placed[i]!.starts_on).toBe(true);
        // The last one placed is in force over its whole range.
        const last = sequence.at(-1);
        if (last) {
          const end = last.ends_on ?? addDays(last.starts_on, 30);
          for (const date of datesBetween(last.starts_on, end)) expect(placed.find((s) => s.starts_on <= date && (s.ends_on === null || s.ends_on >= date))).toBe(last);
        }
      }),
    );
  });
});

describe('intervals of a day', () => {
  it('accepts sorted intervals with breaks between them, up to 24:00', () => {
    expect(spansProblem([span('08:00', '12:00'), span('12:30', '24:00')])).toBeNull();
    expect(spansProblem([span('12:00', '08:00')])).toBe('order');
    expect(spansProblem([span('08:00', '12:00'), span('11:00', '13:00')])).toBe('overlap');
    expect(spansProblem([span('13:00', '17:00'), span('08:00', '12:00')])).toBeNull();
    expect(spansProblem([span('13:00', '17:00'), span('08:00', '13:30')])).toBe('overlap');
    expect(spansProblem([span('24:00', '24:00')])).toBe('clock');
    expect(spansProblem([span('8:00', '12:00')])).toBe('clock');
  });

  it('flags a shift outside the opening hours', () => {
    const opening = [span('09:00', '12:00'), span('12:00', '18:00')];
    expect(outsideOpening([span('09:00', '18:00')], opening)).toBe(false);
    expect(outsideOpening([span('08:30', '12:00')], opening)).toBe(true);
    expect(outsideOpening([span('17:00', '19:00')], opening)).toBe(true);
    expect(outsideOpening([span('10:00', '11:00')], [])).toBe(true);
    expect(outsideOpening([], [])).toBe(false);
    expect(outsideOpening([span('09:00', '18:00')], [span('09:00', '12:00'), span('13:00', '18:00')])).toBe(true);
  });

  it('Monday of the week', () => {
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(weekdayOf(mondayOf('2027-03-28'))).toBe(1);
  });
});
