import { describe, expect, it } from 'vitest';
import { durationDetailString, employeeBusy, hasGap, resourceBusy, splitDuration } from './calendar-duration';

const colour = { initial: 30, gap: 35, finish: 20 };

describe('processing-time split', () => {
  it('defaults from the service and splits a given duration', () => {
    expect(splitDuration({}, colour)).toEqual(colour);
    expect(splitDuration({ duration: 100 }, colour)).toEqual({ initial: 45, gap: 35, finish: 20 });
    expect(splitDuration({ duration: 100, gap: 40, finish: 10 }, colour)).toEqual({ initial: 50, gap: 40, finish: 10 });
    // Shorter than the default tail: a plain line.
    expect(splitDuration({ duration: 40 }, colour)).toEqual({ initial: 40, gap: 0, finish: 0 });
    expect(splitDuration({ duration: 30, gap: 20, finish: 10 }, colour)).toBeNull();
    expect(splitDuration({ duration: 1441 }, { initial: 30, gap: 0, finish: 0 })).toBeNull();
  });

  it('keeps the employee busy in initial and finish, the resource for the whole line', () => {
    expect(employeeBusy(colour)).toEqual([{ kind: 'initial', from: 0, to: 30 }, { kind: 'finish', from: 65, to: 85 }]);
    expect(employeeBusy({ initial: 30, gap: 0, finish: 15 })).toEqual([{ kind: 'initial', from: 0, to: 45 }]);
    expect(resourceBusy(colour)).toEqual([{ kind: 'span', from: 0, to: 85 }]);
    expect(JSON.parse(durationDetailString(colour))).toEqual(colour);
    expect(hasGap(colour)).toBe(true);
    expect(hasGap({ initial: 30, gap: 10, finish: 0 })).toBe(false);
  });
});
