import { z } from "zod";

export type SourceFormat = "rss" | "atom" | "google-news" | "gdelt";

export interface SourceDefinition {
  id: string;
  name: string;
  format: SourceFormat;
  url: string;
  intervalSeconds: number;
  wire: boolean;
}

/** One entry of platform/sources.json; strict, so a misspelt key fails loudly instead of being ignored. */
export const sourceDefinitionSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "ids are kebab-case like bbc-world"),
    name: z.string().trim().min(1),
    format: z.enum(["rss", "atom", "google-news", "gdelt"]),
    url: z.url({ protocol: /^https?$/ }),
    // Publishers and GDELT throttle aggressive pollers; nothing we poll changes faster than this.
    intervalSeconds: z.number().int().min(30).max(86_400),
    wire: z.boolean(),
  })
  .strict() satisfies z.ZodType<SourceDefinition>;
