import type { Project, ProjectSortColumn } from '@keystone/api';
import { PAGE_SIZE } from '@keystone/flows/constants';
import { canCalculatePayouts, canMakePayments, canMakePayouts, PAYMENT_NOT_FOUND } from '@keystone/flows/payouts';
import {
  canExportInvestors,
  INVESTOR_DEFAULT_PROJECT_STATUSES,
  isPredefinedDocument,
  isProjectDeletable,
  projectStrategies,
} from '@keystone/flows/projects';
import { HttpResponse } from 'msw';
import { demoProjectList, demoProjectPayments, demoProjects, demoUuid } from '../fixtures/index.ts';
import { errorResponse } from './error-response.ts';
import { http } from './http.ts';
import { listPage } from './paging.ts';
import { signedInUser } from './session.ts';

/** A zip with no entries: only its end-of-central-directory record. */
const EMPTY_ZIP = Uint8Array.from([0x50, 0x4b, 0x05, 0x06, ...Array<number>(18).fill(0)]);

const requireAdmin = (request: Request) => {
  const user = signedInUser(request);
  if (!user) return errorResponse(6);
  return user.role === 'ADMIN' ? null : errorResponse(11);
};
/** What a project list sorts by: a field, or the short term's funded share for `fundedPercent`. */
const projectSortValue = (project: Project, column: string) => {
  // As the server's `nullif(target, 0)`: a zero target has no share, and sorts last either way.
  if (column === 'fundedPercent') {
    return project.shortFundingTargetPence === 0 ? null : project.shortFundedSumPence / project.shortFundingTargetPence;
  }
  // As the server's Strategy column: the strategies with a rate in either term, whether or not the long one is open.
  if (column === 'strategy') return projectStrategies({ ...project, allowLongTerm: true }).join(',');
  return project[column as Exclude<ProjectSortColumn, 'fundedPercent' | 'strategy'>];
};

const findProject = (id: number | string): Project | undefined =>
  demoProjectList.find((project) => project.id === Number(id));

export const projectsHandlers = {
  listProjects: http.get('/projects', ({ request, query, response }) => {
    const user = signedInUser(request);
    if (!user) return errorResponse(6);
    const isAdmin = user.role === 'ADMIN';
    const asked = query.getAll('status');
    // As the server answers: investors a page of what they can pledge to or soon will, never a DRAFT; admins all.
    const statuses: readonly string[] = isAdmin || asked.length > 0 ? asked : INVESTOR_DEFAULT_PROJECT_STATUSES;
    const visible = demoProjectList.filter(
      (project) =>
        (isAdmin || project.status !== 'DRAFT') && (statuses.length === 0 || statuses.includes(project.status)),
    );
    const { page, count } = listPage(visible, request, {
      defaultLimit: isAdmin ? PAGE_SIZE.adminLists : PAGE_SIZE.investorProjects,
      searchIn: (project) => [project.title, project.city],
      sort: {
        defaultColumn: 'createdAt',
        defaultDirection: 'DESC',
        valueOf: projectSortValue,
        idOf: (project) => project.id,
      },
    });
    return response(200).json({ projects: page, count });
  }),

  createProject: http.post('/projects', async ({ request, response }) => {
    const refused = requireAdmin(request);
    if (refused) return refused;
    const input = await request.json();
    return response(201).json({
      ...demoProjects.draft,
      ...input,
      id: 100,
      images: input.images.map((image, index) => ({ ...image, id: 1000 + index })),
      documents: input.documents.map((document, index) => ({
        ...document,
        id: 1000 + index,
        uuid: document.uuid ?? demoUuid(1000 + index),
        predefined: isPredefinedDocument({ title: document.title.trim() }),
      })),
      shortFundedSumPence: 0,
      longFundedSumPence: input.allowLongTerm ? 0 : null,
      currentUserFollowed: false,
      createdAt: new Date().toISOString(),
    });
  }),

  getProject: http.get('/projects/{id}', ({ request, params, response }) => {
    const user = signedInUser(request);
    if (!user) return errorResponse(6);
    const project = findProject(params.id);
    // As the server answers: a DRAFT does not exist for anyone but admins.
    const visible = project && (user.role === 'ADMIN' || project.status !== 'DRAFT');
    return visible ? response(200).json(project) : errorResponse(17);
  }),

  updateProject: http.put('/projects/{id}', async ({ request, params, response }) => {
    const refused = requireAdmin(request);
    if (refused) return refused;
    const project = findProject(params.id);
    if (!project) return errorResponse(17);
    const input = await request.json();
    return response(200).json({
      ...project,
      ...input,
      images: input.images.map((image, index) => ({ ...image, id: project.id * 100 + index })),
      documents: input.documents.map((document, index) => ({
        ...document,
        id: project.id * 100 + index,
        uuid: document.uuid ?? demoUuid(project.id * 100 + index),
        predefined: isPredefinedDocument({ title: document.title.trim() }),
      })),
    });
  }),

  deleteProject: http.delete('/projects/{id}', ({ request, params, response }) => {
    const refused = requireAdmin(request);
    if (refused) return refused;
    const project = findProject(params.id);
    if (!project) return errorResponse(17);
    return isProjectDeletable(project.status) ? response(204).empty() : errorResponse(10);
  }),

  exportProjectInvestors: http.get('/projects/{id}/export-investors', ({ request, params, response }) => {
    const refused = requireAdmin(request);
    if (refused) return refused;
    const project = findProject(params.id);
    if (!project) return errorResponse(17);
    if (!canExportInvestors(project.status)) return errorResponse(10);
    const rows = demoProjectPayments.payments.map((row) => `${row.id},"${row.name}",${row.sumPence}`);
    return response(200).text(['id,investorName,sumPence', ...rows].join('\n') + '\n', {
      headers: { 'Content-Disposition': `attachment; filename="project-${project.id}-investors.csv"` },
    });
  }),

  // Links reach the mock without credentials, as downloadFile's do. An empty zip: the mock has no documents' bytes.
  downloadProjectDocuments: http.get('/projects/{id}/documents/zip', ({ params, response }) => {
    const project = findProject(params.id);
    if (!project) return errorResponse(17);
    return response.untyped(
      new HttpResponse(EMPTY_ZIP, {
        headers: {
          'Content-Type': 'application/zip',
          'Content-Disposition': `attachment; filename="project-${project.id}-documents.zip"`,
        },
      }),
    );
  }),

  geocodeAddress: http.get('/geocode', ({ request, query, response }) => {
    const refused = requireAdmin(request);
    if (refused) return refused;
    const address = query.get('address') ?? '';
    return response(200).json([{ label: `${address}, London, United Kingdom`, latitude: 51.5072, longitude: -0.1276 }]);
  }),

  listProjectPayments: http.get('/projects/{id}/payments', ({ request, params, response }) => {
    const refused = requireAdmin(request);
    if (refused) return refused;
    if (!findProject(params.id)) return errorResponse(17);
    const { page, count } = listPage(demoProjectPayments.payments, request, {
      defaultLimit: PAGE_SIZE.projectPayments,
    });
    return response(200).json({ ...demoProjectPayments, payments: page, count });
  }),

  calculateProjectProfit: http.post('/projects/{id}/payments/recalculate', ({ request, params, response }) => {
    const refused = requireAdmin(request);
    if (refused) return refused;
    const project = findProject(params.id);
    if (!project) return errorResponse(17);
    return canCalculatePayouts(project.status) ? response(204).empty() : errorResponse(10);
  }),

  makeProjectPayments: http.post('/projects/{id}/payments/make', ({ request, params, response }) => {
    const refused = requireAdmin(request);
    if (refused) return refused;
    const project = findProject(params.id);
    if (!project) return errorResponse(17);
    const mayPay = canMakePayments(project.status, demoProjectPayments.payments[0]);
    return mayPay ? response(204).empty() : errorResponse(10);
  }),

  makeProjectPayment: http.post('/projects/{id}/payments/{paymentId}/make', ({ request, params, response }) => {
    const refused = requireAdmin(request);
    if (refused) return refused;
    const project = findProject(params.id);
    if (!project) return errorResponse(17);
    const row = demoProjectPayments.payments.find((payment) => payment.id === Number(params.paymentId));
    // As the server: an id that is not one of the project's rows is code 17 with its own words.
    if (!row) return errorResponse(17, { message: PAYMENT_NOT_FOUND });
    if (row.status !== 'SUCCEEDED' && !canMakePayouts(project.status)) return errorResponse(10);
    return response(200).json({ ...row, status: 'SUCCEEDED' });
  }),

  fundProjectWallet: http.post('/projects/{id}/wallet/fund', async ({ request, params, response }) => {
    const refused = requireAdmin(request);
    if (refused) return refused;
    if (!findProject(params.id)) return errorResponse(17);
    const { term, amountPence } = await request.json();
    return response(202).json({ id: 1, term, amountPence, status: 'PENDING', createdAt: new Date().toISOString() });
  }),

  transferToLongWallet: http.post('/projects/{id}/wallet/transfer-to-long', ({ request, params, response }) => {
    const refused = requireAdmin(request);
    if (refused) return refused;
    return findProject(params.id) ? response(204).empty() : errorResponse(17);
  }),

  followProject: http.post('/projects/{id}/subscribe', ({ request, params, response }) => {
    if (!signedInUser(request)) return errorResponse(6);
    return findProject(params.id) ? response(204).empty() : errorResponse(17);
  }),

  unfollowProject: http.delete('/projects/{id}/unsubscribe', ({ request, params, response }) => {
    if (!signedInUser(request)) return errorResponse(6);
    return findProject(params.id) ? response(204).empty() : errorResponse(17);
  }),
};
