import { XMLParser } from "fast-xml-parser";
import { SourceError } from "./source-error";

/** Elements that may repeat; always lists, so one entry and many look the same to the readers. */
const REPEATED = new Set(["item", "entry", "link", "category"]);

/**
 * fast-xml-parser never fetches a DTD or external entity. Internal entities are kept few and small and
 * their expansion is capped, so a billion-laughs document fails to parse instead of eating memory;
 * entity values that themselves reference entities are refused by the parser outright.
 */
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (name) => REPEATED.has(name),
  processEntities: {
    enabled: true,
    maxEntityCount: 50,
    maxEntitySize: 1_000,
    maxExpansionDepth: 2,
    maxTotalExpansions: 1_000,
    maxExpandedLength: 100_000,
  },
});

/** Parses a feed document, validating it first so malformed XML fails instead of half-parsing. */
export function parseXmlDocument(sourceId: string, body: string): Record<string, unknown> {
  try {
    return parser.parse(body, true) as Record<string, unknown>;
  } catch (error) {
    throw new SourceError("parse", `${sourceId}: malformed XML: ${(error as Error).message}`, { cause: error });
  }
}
