import { useEffect, useState } from 'react';

/** The time now, renewed every minute while mounted: for "12 min ago" that moves on while a screen stays open. */
export function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
