import { useEffect } from 'react';
import { useErrorModal } from '../../app/error-modal/index.ts';
import { describeFailure } from './failure.ts';

/** Opens the generic error modal once for each unexpected failure of a query (`failedAt` tells failures apart). */
export function useUnexpectedFailureModal(error: unknown, failedAt: number): void {
  const errorModal = useErrorModal();
  const unexpected = error !== null && error !== undefined && describeFailure(error).unexpected;
  useEffect(() => {
    if (unexpected) errorModal.show();
  }, [unexpected, failedAt, errorModal]);
}
