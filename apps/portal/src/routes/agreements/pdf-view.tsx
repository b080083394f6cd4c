import { LoadingSkeleton, Skeleton } from '@keystone/ui';
import { useEffect, useRef } from 'react';
import { LoadFailure } from '../../lists/load-failure.tsx';

interface PdfViewProps {
  /** The frame's name for screen readers. */
  title: string;
  pdf: Blob | undefined;
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
}

/**
 * A PDF the API answered, shown in a frame through a blob: URL (the CSP allows frames from self and blob:). Fetching
 * it first, rather than pointing the frame at the API, lets a refusal or a fault show as an error state: a frame
 * given the API's address would show the error's JSON, or nothing. The failure is also logged (seed 001 §8).
 */
export function PdfView({ title, pdf, isPending, error, onRetry }: PdfViewProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (pdf === undefined || !frame.current) return;
    const url = URL.createObjectURL(
      pdf.type === 'application/pdf' ? pdf : new Blob([pdf], { type: 'application/pdf' }),
    );
    frame.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [pdf]);
  useEffect(() => {
    if (error) console.error(`${title} failed to load`, error);
  }, [error, title]);

  if (isPending) {
    return (
      <LoadingSkeleton label="Loading the document">
        <Skeleton className="h-[75vh] min-h-[28rem] w-full" />
      </LoadingSkeleton>
    );
  }
  if (error || pdf === undefined) return <LoadFailure error={error} onRetry={onRetry} />;
  return (
    <iframe
      ref={frame}
      title={title}
      className="h-[75vh] min-h-[28rem] w-full rounded-md border border-border bg-white"
    />
  );
}
