import { Spinner } from '@keystone/ui';
import { useEffect, useRef } from 'react';
import { PLEDGE_TEXTS } from '../steps/pledge-texts.ts';

function pdfBlobUrl(base64: string): string {
  const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
  return URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
}

/** The unsigned agreement `POST /pledges` answered, shown in a frame before signing (a blob: URL, as the CSP allows). */
export function AgreementFrame({ agreementBase64 }: { agreementBase64: string | undefined }) {
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (agreementBase64 === undefined || !frame.current) return;
    const url = pdfBlobUrl(agreementBase64);
    frame.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [agreementBase64]);

  if (agreementBase64 === undefined) return <Spinner label={PLEDGE_TEXTS.agreementLoading} className="my-6" />;
  return (
    <iframe
      ref={frame}
      title={PLEDGE_TEXTS.agreementTitle}
      className="h-[28rem] w-full rounded-md border border-border bg-white"
    />
  );
}
