import type { operations } from '@keystone/api';
import { keepPreviousData } from '@tanstack/react-query';
import { useApi } from './use-api.ts';

/** Signed pledge agreements (seed 001 §2 'Agreements'): the list, one agreement's PDF and text, and its audit log. */

export type AgreementsQuery = NonNullable<operations['listAgreements']['parameters']['query']>;

/** `GET /agreements` for one page, tab and search; the previous page stays while the next loads. */
export function useAgreements(query: AgreementsQuery) {
  return useApi().useQuery('get', '/agreements', { params: { query } }, { placeholderData: keepPreviousData });
}

/** One agreement (`GET /agreements/{id}`): its reference and status for its page; an id that is not one (0) is never asked for. */
export function useAgreement(id: number) {
  return useApi().useQuery('get', '/agreements/{id}', { params: { path: { id } } }, { enabled: id > 0 });
}

/** The agreement's PDF, when `wanted` (a desktop shows it); an id that is not one (0) is never asked for. */
export function useAgreementDocument(id: number, wanted = true) {
  return useApi().useQuery(
    'get',
    '/agreements/{id}/document',
    { params: { path: { id } }, parseAs: 'blob' },
    { enabled: wanted && id > 0 },
  );
}

/** The agreement's words, when `wanted` (a phone shows them instead of the PDF). */
export function useAgreementText(id: number, wanted = true) {
  return useApi().useQuery('get', '/agreements/{id}/text', { params: { path: { id } } }, { enabled: wanted && id > 0 });
}

/** The agreement's audit log as a PDF (admins). */
export function useAgreementLogDocument(id: number) {
  return useApi().useQuery(
    'get',
    '/agreements/{id}/logs/document',
    { params: { path: { id } }, parseAs: 'blob' },
    { enabled: id > 0 },
  );
}
