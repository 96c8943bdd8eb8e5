import { errorBodySchema, type OpenApiDocument } from "@tradewire/core";
import { z, type ZodType } from "zod";
import type { RouteDefinition } from "./define-route";

type JsonSchema = Record<string, unknown> & { properties?: Record<string, unknown>; required?: string[] };

const jsonSchemaOf = (schema: ZodType, io: "input" | "output"): JsonSchema => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any", target: "draft-2020-12" }) as JsonSchema;
  return rest;
};

const errorBody = { $ref: "#/components/schemas/Error" };
/** An answer's schema as JSON Schema; the error body is written once, under components. */
const answerSchemaOf = (schema: ZodType) => (schema === errorBodySchema ? errorBody : jsonSchemaOf(schema, "output"));

/** /api/report/:id -> /api/report/{id} */
export const openApiPath = (koaPath: string) => koaPath.replace(/:(\w+)/g, "{$1}");

const statusText: Record<number, string> = {
  200: "OK",
  204: "No content",
  302: "Redirect",
  303: "Redirect",
  400: "Bad input: the message names the field",
  401: "Sign-in required, or the token is not accepted",
  403: "Admin rights required",
  404: "Not found",
  409: "Conflict",
  413: "Body over 1 MB",
  429: "Too many requests",
  502: "An upstream source failed",
  503: "Not ready",
};

/** The error statuses every route of an access level or input can answer, beside the ones it declares. */
function impliedErrors(route: RouteDefinition): number[] {
  const statuses: number[] = [];
  if (route.params || route.query || route.body) statuses.push(400);
  if (route.access !== "public") statuses.push(401);
  if (route.access === "admin") statuses.push(403);
  if (route.body) statuses.push(413);
  if (route.rateLimit) statuses.push(429);
  return statuses;
}

function parametersOf(route: RouteDefinition) {
  const parts = [
    ["path", route.params],
    ["query", route.query],
  ] as const;
  return parts.flatMap(([where, schema]) => {
    if (!schema) return [];
    const json = jsonSchemaOf(schema as ZodType, "input");
    return Object.entries(json.properties ?? {}).map(([name, property]) => ({
      name,
      in: where,
      required: where === "path" || (json.required ?? []).includes(name),
      schema: property,
    }));
  });
}

/** OpenAPI 3.1 of every declared route, generated from the same zod schemas the routes validate and answer with. */
export function openApiDocument(routes: readonly RouteDefinition[], version: string): OpenApiDocument {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const responses: Record<string, unknown> = {};
    for (const [status, schema] of Object.entries(route.answers)) {
      responses[status] = {
        description: statusText[Number(status)] ?? "Answer",
        ...(schema === null || schema === undefined
          ? {}
          : "file" in schema
            ? { content: { [schema.file]: { schema: { type: "string", contentMediaType: schema.file } } } }
            : { content: { "application/json": { schema: answerSchemaOf(schema) } } }),
      };
    }
    for (const status of impliedErrors(route)) {
      const limit = status === 429 ? route.rateLimit : undefined;
      const description = limit ? `More than ${limit.max} requests in ${limit.windowMs / 1000} s from one client` : statusText[status];
      responses[status] ??= { description, content: { "application/json": { schema: errorBody } } };
    }
    const path = (paths[openApiPath(route.path)] ??= {});
    path[route.method] = {
      summary: route.summary,
      "x-access": route.access,
      security: route.access === "public" ? [] : route.access === "optional" ? [{}, { bearer: [] }] : [{ bearer: [] }],
      parameters: parametersOf(route),
      ...(route.body ? { requestBody: { required: true, content: { "application/json": { schema: jsonSchemaOf(route.body as ZodType, "input") } } } } : {}),
      responses,
    };
  }
  return {
    openapi: "3.1.0",
    info: { title: "Tradewire API", version },
    paths,
    components: {
      schemas: { Error: jsonSchemaOf(errorBodySchema, "output") },
      securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
    },
  };
}
