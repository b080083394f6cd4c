import { Message } from '@keystone/ui';
import { useCallback, useRef, useState } from 'react';

export interface ActionOutcome {
  variant: 'success' | 'error';
  text: string;
}

type ShownOutcome = ActionOutcome & { id: number };

/** The last action's outcome; each report is new, so the same words show again after being dismissed. */
export function useActionOutcome() {
  const [outcome, setOutcome] = useState<ShownOutcome | null>(null);
  const nextId = useRef(0);
  const report = useCallback((next: ActionOutcome) => {
    nextId.current += 1;
    setOutcome({ ...next, id: nextId.current });
  }, []);
  const clear = useCallback(() => setOutcome(null), []);
  return { outcome, report, clear };
}

interface ActionOutcomeMessageProps {
  outcome: ShownOutcome | null;
  onDismiss: () => void;
}

export function ActionOutcomeMessage({ outcome, onDismiss }: ActionOutcomeMessageProps) {
  if (!outcome) return null;
  return (
    <Message key={outcome.id} variant={outcome.variant} onDismiss={onDismiss}>
      {outcome.text}
    </Message>
  );
}
