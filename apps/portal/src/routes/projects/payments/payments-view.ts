/**
 * What the payments screen shows, from the address (seed 001 §1): `long=true` selects the long-term tab, `page` the
 * page from 1. Defaults are left out, so the plain address is the short term's first page.
 */
export interface PaymentsView {
  long: boolean;
  page: number;
}

export function readPaymentsView(params: URLSearchParams): PaymentsView {
  const page = params.get('page');
  return {
    long: params.get('long') === 'true',
    page: page !== null && /^\d{1,9}$/.test(page) ? Math.max(1, Number(page)) : 1,
  };
}

export function writePaymentsView(view: PaymentsView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.long) params.set('long', 'true');
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}
