import { useEffect, useRef } from 'react';

/**
 * Calls `onSeen` once the element the returned ref is given (the end of a text) has come into the window: the
 * reader has scrolled to it, or the text was short enough to be on screen whole.
 */
export function useSeenToEnd<T extends HTMLElement>(onSeen: (() => void) | undefined) {
  const end = useRef<T>(null);
  const latest = useRef(onSeen);
  latest.current = onSeen;
  const watching = onSeen !== undefined;
  useEffect(() => {
    const element = end.current;
    if (!watching || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      latest.current?.();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [watching]);
  return end;
}
