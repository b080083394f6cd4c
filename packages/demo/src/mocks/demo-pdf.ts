/** A one-page blank PDF, small enough to inline; viewers repair the missing cross-reference table. */
export const DEMO_PDF = [
  '%PDF-1.4',
  '1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj',
  '2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj',
  '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 595 842]>> endobj',
  'trailer <</Root 1 0 R>>',
  '%%EOF',
].join('\n');

export const DEMO_PDF_BASE64 = btoa(DEMO_PDF);
