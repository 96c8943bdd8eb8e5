import { sourcesAnswerSchema } from "@tradewire/core/schemas/sources";
import { apiRequest } from "../../api/client";

/** Admins: every polled source's health and freshness (GET /api/sources). */
export const fetchSources = (signal?: AbortSignal) => apiRequest("/api/sources", { schema: sourcesAnswerSchema, signal });
