import { useEffect, useRef } from 'react';

/**
 * Sends a mailed link's token once per token, even when React runs effects twice in development: a second call
 * would find a one-time link used. `send` may change from render to render; only a new token sends again.
 */
export function useTokenLink(token: string | undefined, send: (token: string) => void) {
  const sentFor = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    send(token);
  }, [token, send]);
}
