import { useEffect, useState } from 'react';
import { nowInZone } from '../utils/clock';

/** The venue's wall-clock date and minute, updated every 30 seconds (the now-line moves with it). */
export function useNow(timeZone: string) {
  const [now, setNow] = useState(() => nowInZone(timeZone));
  useEffect(() => {
    const tick = () => setNow((current) => {
      const next = nowInZone(timeZone);
      return next.date === current.date && next.minutes === current.minutes ? current : next;
    });
    tick();
    const timer = setInterval(tick, 30_000);
    return () => clearInterval(timer);
  }, [timeZone]);
  return now;
}
