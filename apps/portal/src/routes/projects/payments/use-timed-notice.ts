import { useEffect, useState } from 'react';

export interface Notice {
  variant: 'success' | 'error';
  text: string;
}

/** A message that goes away by itself after `ms` (code 35's stays 6 seconds, seed 001 §2). */
export function useTimedNotice(ms: number): [Notice | null, (notice: Notice) => void] {
  const [notice, setNotice] = useState<{ notice: Notice; at: number } | null>(null);
  useEffect(() => {
    if (notice === null) return;
    const timer = setTimeout(() => setNotice(null), ms);
    return () => clearTimeout(timer);
  }, [notice, ms]);
  // A new object each time, so the same message shown twice restarts its timer.
  return [notice?.notice ?? null, (next) => setNotice({ notice: next, at: Date.now() })];
}
