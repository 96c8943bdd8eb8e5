import fc from "fast-check";
import type { ZodType } from "zod";

/**
 * Valid inputs made from a route's zod schemas, by walking their definitions (zod 4's `_zod.def`): the
 * starting point the generated tests mutate one field at a time, and the input the authorization matrix
 * sends so that its statuses are about access, not validation. Every sample is checked with the schema's
 * own safeParse; a schema this walker cannot satisfy throws, naming it, so a new route whose contract
 * needs a new case here fails loudly instead of being tested with nonsense.
 */

/** What a schema definition looks like to the walker: its kind and the fields each kind carries. */
interface Definition {
  type: string;
  [field: string]: unknown;
}
interface CheckDefinition {
  check: string;
  format?: string;
  pattern?: RegExp;
  minimum?: number;
  maximum?: number;
  value?: number;
  inclusive?: boolean;
}

/** Where a value travels: JSON bodies keep types; paths and query strings carry text only. */
export type Carrier = "json" | "text";

/** Values by field name (`channel_id`, `email`): test data the schema alone cannot know (an id that exists). */
export type Hints = Readonly<Record<string, unknown>>;

export const definitionOf = (schema: unknown): Definition => (schema as { _zod: { def: Definition } })._zod.def;
const checksOf = (definition: Definition): CheckDefinition[] =>
  ((definition.checks as { _zod: { def: CheckDefinition } }[] | undefined) ?? []).map((check) => check._zod.def);

/** Marks a field the sample leaves out (an optional one, in the minimal variant). */
const OMIT = Symbol("omit");
type Sampled = unknown | typeof OMIT;

interface Walk {
  carrier: Carrier;
  hints: Hints;
  /** Include optional fields and defaulted ones (the full variant) or leave them out (the minimal one). */
  full: boolean;
  /** Which option of a union or an enum to take first. */
  choice: number;
  /** The field name the value sits under, for hints and name-based guesses. */
  key?: string;
}

/** Strings some fields need whatever their schema says (a refinement elsewhere checks them). */
const byName: Record<string, string> = {
  email: "trader@example.com",
  endpoint: "https://hooks.example.com/tradewire",
  url: "https://example.com/story",
  password: "correct horse",
};

const asText = (value: unknown, walk: Walk) => (walk.carrier === "text" && (typeof value === "number" || typeof value === "boolean") ? String(value) : value);

/** A string matching every pattern of the schema within its length bounds, or undefined when none is found. */
function stringFor(definition: Definition, walk: Walk): string {
  const checks = checksOf(definition);
  const formats = [definition.format as string | undefined, ...checks.map((check) => check.format)].filter(Boolean) as string[];
  const patterns = [definition.pattern as RegExp | undefined, ...checks.map((check) => check.pattern)].filter((pattern): pattern is RegExp => pattern instanceof RegExp);
  const min = Math.max(0, ...checks.filter((check) => check.check === "min_length" || check.check === "length_equals").map((check) => check.minimum ?? 0));
  const max = Math.min(Number.MAX_SAFE_INTEGER, ...checks.filter((check) => check.check === "max_length").map((check) => check.maximum ?? Number.MAX_SAFE_INTEGER));
  const fits = (text: string) => text.length >= min && text.length <= max && patterns.every((pattern) => new RegExp(pattern.source, pattern.flags.replace("g", "")).test(text));
  const named = walk.key ? byName[walk.key] : undefined;
  if (formats.includes("email")) return byName.email!;
  if (formats.includes("url")) return byName.url!;
  if (formats.includes("uuid") || formats.includes("guid")) return "6f1c2a4e-8b3d-4c5e-9f7a-1b2c3d4e5f60";
  if (formats.includes("datetime")) return "2026-01-15T12:00:00Z";
  if (formats.includes("date")) return "2026-01-15";
  const plain = named ?? "sample";
  if (fits(plain)) return plain;
  if (patterns.length) {
    const [pattern] = patterns;
    // The first pattern's matches, small ones first, until one also fits the others and the bounds.
    const candidates = fc.sample(fc.stringMatching(pattern!, { size: "xsmall" }), { seed: 7, numRuns: 200 });
    const found = candidates.sort((a, b) => a.length - b.length).find((text) => text.trim() === text && text.length > 0 && fits(text)) ?? candidates.find(fits);
    if (found !== undefined) return found;
  }
  const padded = plain.padEnd(min, "x").slice(0, max);
  return padded;
}

function numberFor(definition: Definition): number {
  const checks = checksOf(definition);
  const integer = checks.some((check) => check.check === "number_format" && check.format !== "float32" && check.format !== "float64");
  const lower = checks.find((check) => check.check === "greater_than");
  const upper = checks.find((check) => check.check === "less_than");
  let value = 1;
  if (lower?.value !== undefined) value = lower.inclusive ? lower.value : integer ? Math.floor(lower.value) + 1 : lower.value + 0.5;
  if (upper?.value !== undefined && value > upper.value) value = upper.inclusive ? upper.value : integer ? Math.ceil(upper.value) - 1 : upper.value - 0.5;
  if (integer) value = Math.trunc(value);
  return value;
}

/** The pipe of a comma list: a string split by a transform, then checked as an array (the feed's filters). */
const isSplitPipe = (definition: Definition) => {
  if (definition.type !== "pipe") return false;
  const into = definitionOf(definition.in);
  return definitionOf(definition.out).type === "array" && into.type === "pipe" && definitionOf(into.in).type === "string";
};

function walkSchema(schema: unknown, walk: Walk): Sampled {
  const definition = definitionOf(schema);
  if (walk.key !== undefined && walk.key in walk.hints && definition.type !== "optional" && definition.type !== "default") {
    return asText(walk.hints[walk.key], walk);
  }
  const inner = (next: unknown, changes: Partial<Walk> = {}) => walkSchema(next, { ...walk, ...changes });
  switch (definition.type) {
    case "string":
      return stringFor(definition, walk);
    case "number":
      return asText(numberFor(definition), walk);
    case "int":
      return asText(1, walk);
    case "boolean":
      return asText(true, walk);
    case "null":
      return null;
    case "enum": {
      const values = Object.values(definition.entries as Record<string, string | number>);
      return asText(values[walk.choice % values.length], walk);
    }
    case "literal": {
      const values = definition.values as unknown[];
      return asText(values[walk.choice % values.length], walk);
    }
    case "optional":
      if (walk.key !== undefined && walk.key in walk.hints) return asText(walk.hints[walk.key], walk);
      return walk.full ? inner(definition.innerType) : OMIT;
    case "default":
    case "prefault":
      if (walk.key !== undefined && walk.key in walk.hints) return asText(walk.hints[walk.key], walk);
      return walk.full ? inner(definition.innerType) : OMIT;
    case "nullable":
    case "readonly":
    case "catch":
    case "nonoptional":
      return inner(definition.innerType);
    case "lazy":
      return inner((definition.getter as () => unknown)());
    case "pipe":
      if (isSplitPipe(definition)) {
        const items = inner(definition.out, { carrier: "json" });
        return Array.isArray(items) ? items.join(",") : OMIT;
      }
      return inner(definition.in);
    case "transform":
      return "sample";
    case "union": {
      const options = definition.options as unknown[];
      for (let offset = 0; offset < options.length; offset++) {
        const option = options[(walk.choice + offset) % options.length];
        const value = inner(option);
        if (value !== OMIT && (option as ZodType).safeParse(value).success) return value;
      }
      return inner(options[walk.choice % options.length]);
    }
    case "array": {
      const checks = checksOf(definition);
      const min = Math.max(0, ...checks.filter((check) => check.check === "min_length").map((check) => check.minimum ?? 0));
      const count = Math.max(min, walk.full ? 1 : 0);
      const item = inner(definition.element, { key: walk.key ? singular(walk.key) : undefined });
      return Array.from({ length: count }, () => (item === OMIT ? null : item));
    }
    case "tuple":
      return (definition.items as unknown[]).map((item) => inner(item, { key: undefined }));
    case "record": {
      if (!walk.full) return {};
      const key = inner(definition.keyType, { key: undefined, carrier: "text" });
      const value = inner(definition.valueType, { key: undefined });
      return { [String(key)]: value === OMIT ? null : value };
    }
    case "object": {
      const shape = definition.shape as Record<string, unknown>;
      const sample: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(shape)) {
        const value = inner(field, { key });
        if (value !== OMIT) sample[key] = value;
      }
      return sample;
    }
    case "intersection": {
      const left = inner(definition.left);
      const right = inner(definition.right);
      return typeof left === "object" && typeof right === "object" ? { ...(left as object), ...(right as object) } : left;
    }
    case "any":
    case "unknown":
      return walk.full ? "sample" : OMIT;
    default:
      throw new Error(`zod-samples: no sample for a '${definition.type}' schema${walk.key ? ` (field ${walk.key})` : ""}`);
  }
}

/** market_ids -> market_id, tickers -> ticker: the hint of one item of a list. */
const singular = (key: string) => key.replace(/_ids$/, "_id").replace(/ids$/, "id").replace(/s$/, "");

/** Required fields only (the least a caller must send), or every field (the most a mutation can break). */
export type Variant = "minimal" | "full";

/**
 * A value the schema accepts: the preferred variant when that parses, else the other one, trying each
 * option of unions and enums in turn. Throws when no variant parses.
 */
export function validSample(schema: ZodType, { carrier = "json", hints = {}, prefer = "minimal" }: { carrier?: Carrier; hints?: Hints; prefer?: Variant } = {}): unknown {
  const tried: string[] = [];
  for (const choice of [0, 1, 2, 3]) {
    for (const full of prefer === "full" ? [true, false] : [false, true]) {
      const sample = walkSchema(schema, { carrier, hints, full, choice });
      const value = sample === OMIT ? undefined : sample;
      const parsed = schema.safeParse(value ?? (carrier === "text" ? {} : value));
      if (parsed.success) return value ?? {};
      tried.push(`${JSON.stringify(value)?.slice(0, 200)}: ${parsed.error.issues[0]?.path.join(".")} ${parsed.error.issues[0]?.message}`);
    }
  }
  throw new Error(`zod-samples: no valid sample found; tried\n  ${[...new Set(tried)].join("\n  ")}`);
}

/** The field names of an object schema (through optional, pipes and refinements), with their schemas. */
export function fieldsOf(schema: unknown): Record<string, ZodType> | undefined {
  if (!schema) return undefined;
  const definition = definitionOf(schema);
  if (definition.type === "object") return definition.shape as Record<string, ZodType>;
  if (["optional", "nullable", "default", "prefault", "readonly", "catch", "nonoptional"].includes(definition.type)) return fieldsOf(definition.innerType);
  if (definition.type === "pipe") return fieldsOf(definition.in);
  return undefined;
}
