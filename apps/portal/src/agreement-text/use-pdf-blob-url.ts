import { useEffect, useState } from 'react';

function pdfBlob(pdf: Blob | string): Blob {
  if (typeof pdf === 'string') {
    const bytes = Uint8Array.from(atob(pdf), (character) => character.charCodeAt(0));
    return new Blob([bytes], { type: 'application/pdf' });
  }
  return pdf.type === 'application/pdf' ? pdf : new Blob([pdf], { type: 'application/pdf' });
}

/**
 * A blob: URL of a PDF (a Blob, or base64 as `POST /pledges` answers it) for a frame or a link, as the CSP allows;
 * revoked when the PDF changes or the screen goes.
 */
export function usePdfBlobUrl(pdf: Blob | string | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (pdf === undefined) return;
    const created = URL.createObjectURL(pdfBlob(pdf));
    setUrl(created);
    return () => {
      URL.revokeObjectURL(created);
      setUrl(undefined);
    };
  }, [pdf]);
  return url;
}
