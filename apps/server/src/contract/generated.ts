// The types openapi-typescript generates from openapi.yaml.
// TODO(api): import from '@keystone/api' once packages/api re-exports `operations` and `components` from its
// entry point; until then the generated file is read in place.
export type { components, operations, paths } from '../../../../packages/api/src/schema.d.ts';
