import type { FastifyReply, FastifyRequest } from 'fastify';
import type { components, operations } from './generated.ts';

export type OperationId = keyof operations;
export type Schemas = components['schemas'];

type Operation<Op extends OperationId> = operations[Op];

type JsonContent<Content> = Content extends { 'application/json': infer Json } ? Json : never;

/** The JSON request body, or undefined for operations without one. */
type RequestBody<Op extends OperationId> =
  Operation<Op> extends { requestBody: { content: infer Content } }
    ? JsonContent<Content>
    : Operation<Op> extends { requestBody?: { content: infer Content } }
      ? JsonContent<Content> | undefined
      : undefined;

type Parameters<Op extends OperationId, Where extends 'query' | 'path'> = Operation<Op>['parameters'] extends {
  [Key in Where]?: infer Value;
}
  ? [NonNullable<Value>] extends [never]
    ? Record<string, never>
    : NonNullable<Value>
  : Record<string, never>;

type QueryParameters<Op extends OperationId> = Parameters<Op, 'query'>;
type PathParameters<Op extends OperationId> = Parameters<Op, 'path'>;

type SuccessStatus = 200 | 201 | 202 | 204;

type ResponseBody<Response> = Response extends { content: infer Content }
  ? [Content] extends [never]
    ? void
    : Content extends { 'application/json': infer Json }
      ? Json
      : // text/csv, application/pdf: the handler sends the bytes itself.
        string | Buffer | NodeJS.ReadableStream
  : void;

/** What a handler resolves with: the body of the operation's 2xx answer. */
type SuccessBody<Op extends OperationId> = {
  [Status in keyof Operation<Op>['responses']]: Status extends SuccessStatus
    ? ResponseBody<Operation<Op>['responses'][Status]>
    : never;
}[keyof Operation<Op>['responses']];

type OperationRequest<Op extends OperationId> = FastifyRequest<{
  Body: RequestBody<Op>;
  Querystring: QueryParameters<Op>;
  Params: PathParameters<Op>;
}>;

type OperationHandler<Op extends OperationId> = (
  request: OperationRequest<Op>,
  reply: FastifyReply,
) => Promise<SuccessBody<Op>>;

/** One handler per operationId of the contract; a resource's routes.ts supplies a `Pick` of it. */
export type ServiceHandlers = { [Op in OperationId]: OperationHandler<Op> };
