import { createRoute, z } from "@hono/zod-openapi";

type EmptyShape = Record<string, never>;

type Opts<Q, P, B, D> = {
  summary: string;
  tags: string[];
  query?: Q;
  params?: P;
  body?: B;
  data?: D;
  /** SPEC marks some writes JSON only; by default a body may be JSON or form-encoded. */
  jsonOnly?: boolean;
};

export const envelopeOf = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int().openapi({ example: 200 }), message: z.string(), data });

/** One place that turns a route's few facts into its OpenAPI definition and validators. */
export function apiRoute<
  M extends "get" | "post",
  Path extends string,
  Q extends z.ZodObject = z.ZodObject<EmptyShape>,
  P extends z.ZodObject = z.ZodObject<EmptyShape>,
  B extends z.ZodType = z.ZodObject<EmptyShape>,
  D extends z.ZodType = z.ZodUnknown,
>(method: M, path: Path, opts: Opts<Q, P, B, D>) {
  const body = opts.body;
  const content = body
    ? opts.jsonOnly
      ? { "application/json": { schema: body } }
      : { "application/json": { schema: body }, "application/x-www-form-urlencoded": { schema: body } }
    : undefined;
  const request = {
    ...(opts.query ? { query: opts.query } : {}),
    ...(opts.params ? { params: opts.params } : {}),
    ...(content ? { body: { content } } : {}),
  } as {
    query: Q;
    params: P;
    body: {
      content: { "application/json": { schema: B }; "application/x-www-form-urlencoded": { schema: B } };
    };
  };
  return createRoute({
    method,
    path,
    summary: opts.summary,
    tags: opts.tags,
    request,
    responses: {
      200: {
        description: "统一响应：code 200 为成功，其余为业务失败，message 可直接展示",
        content: { "application/json": { schema: envelopeOf((opts.data ?? z.unknown()) as D) } },
      },
    },
  });
}
