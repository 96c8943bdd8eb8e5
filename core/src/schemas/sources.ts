import { z } from "zod";

/** One polled source's health (GET /api/sources, admins). */
export const sourceHealthSchema = z.object({
  id: z.string(),
  healthy: z.boolean(),
  last_success_at: z.iso.datetime().nullable(),
  last_error_at: z.iso.datetime().nullable(),
  last_error: z.string().nullable(),
  consecutive_failures: z.number().int(),
  items_seen: z.number().int(),
  items_new: z.number().int(),
  next_poll_at: z.iso.datetime().nullable(),
});
export type SourceHealth = z.infer<typeof sourceHealthSchema>;

export const sourcesAnswerSchema = z.object({ sources: z.array(sourceHealthSchema) });
export type SourcesAnswer = z.infer<typeof sourcesAnswerSchema>;
