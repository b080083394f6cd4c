import { createOpenApiHttp } from 'openapi-msw';
import type { paths } from '@keystone/api';

/**
 * MSW's `http`, typed by the contract: only paths of openapi.yaml, typed params, bodies and responses. Paths are
 * written as in the contract (`/user`, not `/api/user`); any origin is matched, so the same handlers serve the
 * portal in Storybook (`/api`) and a Node client (`http://localhost:3000/api`).
 */
export const http = createOpenApiHttp<paths>({ baseUrl: '*/api' });
