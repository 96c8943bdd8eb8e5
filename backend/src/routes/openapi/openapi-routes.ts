import { openApiDocumentSchema, type OpenApiDocument } from "@tradewire/core";
import { defineRoute, reply, type RouteDefinition } from "../../http/define-route";
import { openApiDocument } from "../../http/openapi-document";

/** GET /api/openapi.json: the document of every route, this one included, generated once. */
export function openApiRoutes(routes: readonly RouteDefinition[], version: string): RouteDefinition[] {
  let document: OpenApiDocument | undefined;
  const self: RouteDefinition = defineRoute({
    method: "get",
    path: "/api/openapi.json",
    summary: "This API as OpenAPI 3.1, generated from the zod schemas in core/src/schemas",
    access: "public",
    answers: { 200: openApiDocumentSchema },
    handler: () => reply(200, (document ??= openApiDocument([...routes, self], version))),
  });
  return [self];
}
