import { useEffect, useState } from 'react';

/** The time now, in milliseconds, brought up to date every `everyMs` (for waiting times and "5 minutes ago"). */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
