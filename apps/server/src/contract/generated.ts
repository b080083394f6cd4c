// The types openapi-typescript generates from openapi.yaml, as @keystone/api publishes them.
export type { components, operations, paths } from '@keystone/api';
