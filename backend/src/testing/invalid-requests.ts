import fc from "fast-check";
import type { ZodType } from "zod";
import type { RouteDefinition } from "../http/define-route";
import { fieldsOf, validSample, type Hints, type Variant } from "./zod-samples";

/**
 * Invalid requests for any declared route, generated from its zod contracts (fast-check): wrong types,
 * missing and extra fields, huge strings, unicode, NUL and lone surrogates, negative, enormous and
 * NaN-like numbers, bad ids and cursors, broken percent-encoding, wrong content types, truncated and
 * deeply nested JSON, oversized bodies. Each request starts from a valid one (see zod-samples) and
 * breaks one thing, and carries what the route's own contract says the answer must be, worked out the
 * way the server reads the request (URLSearchParams for the query, the router's decoding for the path,
 * co-body's strict JSON for the body) and then the route's schema. Nothing here is specific to a route:
 * a route added later is covered as declared.
 */

/** The part of a route declaration the generator reads. */
export type RouteContract = Pick<RouteDefinition, "method" | "path" | "access" | "params" | "query" | "body" | "rateLimit" | "answers" | "answersWithinMs">;

/** What the answer must be: a 4xx (the contract refuses the input), exactly 413 or 415, or anything below 500. */
export type Expectation = "refused" | 413 | 415 | "any";

export interface GeneratedRequest {
  /** What was broken, for the failure report: "body.channel_id = -1", "content-type text/plain". */
  label: string;
  /** The kind of breakage, for counts: "replace", "truncate", "bytes:bad-gzip"... */
  kind: string;
  method: string;
  /** The request target as sent, percent-encoding included (sometimes deliberately broken). */
  target: string;
  headers: Record<string, string>;
  body?: Buffer;
  expect: Expectation;
  /**
   * Whether the request reaches the route's access check: its path matches the route and all its URL text
   * decodes to text a database can hold. A broken URL may be refused (400, 404) before anyone is asked who calls.
   */
  reachesRoute: boolean;
}

/** A valid request of the route, as values: the params and query as text, the body as JSON. */
export interface ValidInput {
  params: Record<string, string>;
  query: Record<string, string>;
  body?: unknown;
}

/** The largest body the server takes (jsonBody's limit); one byte more answers 413. */
export const BODY_LIMIT_BYTES = 1024 * 1024;
/** Node refuses request heads over 16 kB with a bare 431; URL text stays under this so the app answers. */
const URL_TEXT_LIMIT = 6_000;
/** Huge strings in bodies: over 100 kB, under the body limit. */
const HUGE_BYTES = 120_000;
/** Nesting that breaks recursive parsers and validators. */
export const DEEP_LEVELS = 10_000;

/** A valid input of the route, from its schemas and the test's hints (ids of records that exist). */
export function validInput(route: RouteContract, hints: Hints = {}, bodyVariant: Variant = "minimal"): ValidInput {
  const sample = (schema: unknown, carrier: "json" | "text", prefer: Variant = "minimal") => (schema ? validSample(schema as ZodType, { carrier, hints, prefer }) : undefined);
  return {
    params: (sample(route.params, "text") as Record<string, string> | undefined) ?? {},
    query: (sample(route.query, "text") as Record<string, string> | undefined) ?? {},
    ...(route.body ? { body: sample(route.body, "json", bodyVariant) } : {}),
  };
}

/** JSON text that JSON.stringify cannot make: numbers past double range, a literal written raw. */
class RawJson {
  constructor(readonly text: string) {}
}
/** URL text sent exactly as written: broken percent-escapes. */
class RawUrlText {
  constructor(readonly text: string) {}
}

/** JSON text of a value that may hold RawJson leaves (iterative, so deep values cannot overflow the stack). */
function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map((item) => toJsonText(item)).join(",")}]`;
  if (value && typeof value === "object") {
    return `{${Object.entries(value)
      .map(([key, item]) => `${JSON.stringify(key)}:${toJsonText(item)}`)
      .join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Percent-encodes text for a URL; a lone surrogate goes out as its WTF-8 bytes, which are not UTF-8. */
function encodeUrlText(value: string | RawUrlText): string {
  if (value instanceof RawUrlText) return value.text;
  if (!LONE_SURROGATE.test(value)) return encodeURIComponent(value);
  let out = "";
  for (const char of value) {
    const code = char.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((byte) => `%${byte.toString(16).toUpperCase()}`).join("");
    } else out += encodeURIComponent(char);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------
// Bad values

const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

/** Ids as a path or query carries them: zero, negative, past 2^63, not numbers, traversal. */
const badIdTexts = ["0", "-1", "9223372036854775808", "18446744073709551616", "99999999999999999999999", "abc", "1e3", "1.5", "0x10", " 1", "1 ", "+1", "NaN", "Infinity", "-0", "../", "../../etc/passwd", "1;select 1", "1 OR 1=1", "١٢", "１", "null", "undefined", "[]", "{}", ""];
/** Cursors of the feed's keyset: dates out of range, ids that are not integers, not JSON, not base64url. */
const badCursors = [
  cursorOf(["-100000-01-01T00:00:00Z", 1]),
  cursorOf(["+275760-09-13T00:00:00.001Z", 1]),
  cursorOf(["2026-01-01T00:00:00Z", 1.5]),
  cursorOf(["2026-01-01T00:00:00Z", "1"]),
  cursorOf(["2026-01-01T00:00:00Z", 2 ** 63]),
  cursorOf([null, null]),
  cursorOf({ at: "2026-01-01" }),
  cursorOf([]),
  cursorOf("x"),
  "!!!",
  "====",
  "eyJ",
];
/** Text that databases and parsers trip on. */
const nastyTexts = ["\u0000", "a\u0000b", "\ud800", "x\udfffy", "\udc00\ud800", "\uffff", "\ufeff", "\u202e", "😀", "e\u0301", "ǅ", "%00", "%", "\\", "'", '"', "' OR '1'='1", "<script>alert(1)</script>", "${7*7}", "\r\n", "\t", " ", "null", "NaN", "Infinity", "-Infinity", "true"];
/** Escapes that do not decode: a lone %, a bad hex digit, a cut or overlong UTF-8 sequence. */
const brokenEscapes = ["%", "%Z", "%ZZ", "%E0%A4%A", "%C0%AF", "%FF", "%ED%A0%80", "%00", "a%2", "%25%"].map((text) => new RawUrlText(text));

/** A huge string: one unit, repeated past `bytes` UTF-8 bytes. */
const huge = (bytes: number) => fc.constantFrom("a", "é", "€", "😀", "\u0000", "\ud800", "<>", "9").map((unit) => unit.repeat(Math.ceil(bytes / Buffer.byteLength(unit)) + 1));

/** Text for a path segment or a query value. */
const badUrlText: fc.Arbitrary<string | RawUrlText> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...badIdTexts) },
  { weight: 2, arbitrary: fc.constantFrom(...badCursors) },
  { weight: 3, arbitrary: fc.constantFrom(...nastyTexts) },
  { weight: 2, arbitrary: fc.constantFrom(...brokenEscapes) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: URL_TEXT_LIMIT }).map((length) => "x".repeat(length)) },
  { weight: 1, arbitrary: fc.stringMatching(/^[\d.eE+-]{1,30}$/) },
);

const deepArray = (levels: number) => new RawJson("[".repeat(levels) + "]".repeat(levels));
const deepObject = (levels: number) => new RawJson('{"a":'.repeat(levels) + "1" + "}".repeat(levels));

/** A JSON value of the wrong kind or range for almost any field. */
const badJsonValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom<unknown>(null, true, false, 0, -1, 1.5, "", " ", [], {}, [1, 2], { a: 1 }, "1", "true", [null], [[]], { "": "" }) },
  {
    weight: 3,
    arbitrary: fc.constantFrom<unknown>(
      -1,
      -0,
      2 ** 31,
      2 ** 53 + 2,
      2 ** 63,
      -(2 ** 63),
      1e308,
      -1e308,
      5e-324,
      Number.MAX_SAFE_INTEGER,
      new RawJson("1e999"),
      new RawJson("-1e999"),
      new RawJson("1e-999"),
      new RawJson("123456789012345678901234567890"),
      new RawJson("-0.0"),
    ),
  },
  { weight: 2, arbitrary: fc.double() },
  { weight: 2, arbitrary: fc.integer() },
  { weight: 3, arbitrary: badUrlText.map((text) => (text instanceof RawUrlText ? text.text : text)) },
  { weight: 2, arbitrary: huge(HUGE_BYTES) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(deepArray(DEEP_LEVELS), deepObject(DEEP_LEVELS)) },
  { weight: 1, arbitrary: fc.array(fc.constant(0), { minLength: 10_000, maxLength: 50_000 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ unit: "binary", maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 5 }) },
);

/** Field names an attacker adds: mass assignment, prototype keys, names in odd text. */
const extraKey = fc.oneof(
  fc.constantFrom("__proto__", "constructor", "prototype", "user_id", "userId", "user_role", "role", "plan", "admin", "id", "created_at", "\u0000", "\ud800", ""),
  fc.string({ unit: "binary", minLength: 1, maxLength: 12 }),
);

// ---------------------------------------------------------------------------------------------------
// Mutations

type Part = "params" | "query" | "body";
type Path = (string | number)[];

type Mutation =
  | { kind: "replace"; part: Part; path: Path; value: unknown }
  | { kind: "remove"; part: Part; path: Path }
  | { kind: "extra"; part: Part; path: Path; key: string; value: unknown }
  | { kind: "whole"; part: "body"; value: unknown }
  | { kind: "repeat"; key: string; values: (string | RawUrlText)[] }
  | { kind: "raw-query"; text: string }
  | { kind: "content-type"; contentType: string | null; form: boolean }
  | { kind: "truncate"; at: number }
  | { kind: "oversize"; padding: number }
  | { kind: "bytes"; make: "invalid-utf8" | "bom" | "utf16" | "bogus-charset" | "bad-gzip" | "bogus-encoding" | "empty" | "duplicate-keys" | "proto" };

/** Every place in a JSON value a mutation can reach: its own path, and those of its children, a few levels down. */
function pathsIn(value: unknown, depth = 0, prefix: Path = []): Path[] {
  if (depth > 3 || value === null || typeof value !== "object") return [];
  const entries: [string | number, unknown][] = Array.isArray(value) ? value.map((item, index) => [index, item]) : Object.entries(value);
  return entries.flatMap(([key, item]) => [[...prefix, key], ...pathsIn(item, depth + 1, [...prefix, key])]);
}
/** Object paths (the root included) where a key can be added. */
function objectsIn(value: unknown, prefix: Path = [], depth = 0): Path[] {
  if (depth > 3 || value === null || typeof value !== "object") return [];
  const own = Array.isArray(value) ? [] : [prefix];
  const entries: [string | number, unknown][] = Array.isArray(value) ? value.map((item, index) => [index, item]) : Object.entries(value);
  return [...own, ...entries.flatMap(([key, item]) => objectsIn(item, [...prefix, key], depth + 1))];
}

/** A copy of `root` with `change` made to the container at `path` (minus its last key), the original untouched. */
function setAt(root: unknown, path: Path, change: (parent: Record<string | number, unknown>, key: string | number) => void): unknown {
  const copy = structuredClone(root);
  let parent = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  change(parent, path.at(-1)!);
  return copy;
}

/** Field names of a part's schema, with those of a valid sample: the missing ones are worth setting too. */
const keysOf = (schema: unknown, sample: Record<string, unknown>) => [...new Set([...Object.keys(fieldsOf(schema) ?? {}), ...Object.keys(sample)])];

function mutationsOf(route: RouteContract, valid: ValidInput): fc.Arbitrary<Mutation> {
  const choices: { weight: number; arbitrary: fc.Arbitrary<Mutation> }[] = [];
  const textPart = (part: "params" | "query") => {
    const keys = keysOf(route[part], valid[part]);
    if (!keys.length) return;
    const key = fc.constantFrom(...keys);
    choices.push({ weight: part === "params" ? 8 : 6, arbitrary: fc.record({ kind: fc.constant("replace" as const), part: fc.constant(part), path: key.map((name) => [name]), value: badUrlText }) });
    if (part === "query") {
      // Short values only: four long ones would pass Node's 16 kB limit on a request's head (a bare 431).
      const shortText = badUrlText.filter((text) => (text instanceof RawUrlText ? text.text : text).length <= 200);
      choices.push({ weight: 1, arbitrary: fc.record({ kind: fc.constant("repeat" as const), key, values: fc.array(shortText, { minLength: 2, maxLength: 4 }) }) });
      choices.push({ weight: 1, arbitrary: key.map((name) => ({ kind: "remove" as const, part, path: [name] })) });
    }
  };
  textPart("params");
  textPart("query");
  // Every route takes a query string, declared or not: unknown and garbled parameters.
  choices.push({ weight: 1, arbitrary: fc.record({ kind: fc.constant("extra" as const), part: fc.constant("query" as const), path: fc.constant([]), key: extraKey, value: badUrlText }) });
  choices.push({
    weight: 1,
    arbitrary: fc.constantFrom("%ZZ=1", "a=%", "=1", "&&&", "a[b]=1&a[c]=2", "a=1&a=2&a=3", "__proto__[x]=1", "limit=1&limit=2", "q", "%00=%00").map((text) => ({ kind: "raw-query" as const, text })),
  });

  if (route.body) {
    const body = valid.body;
    const paths = pathsIn(body);
    const objects = objectsIn(body);
    const schemaKeys = Object.keys(fieldsOf(route.body) ?? {});
    if (paths.length) {
      choices.push({ weight: 10, arbitrary: fc.record({ kind: fc.constant("replace" as const), part: fc.constant("body" as const), path: fc.constantFrom(...paths), value: badJsonValue }) });
      choices.push({ weight: 2, arbitrary: fc.constantFrom(...paths).map((path) => ({ kind: "remove" as const, part: "body" as const, path })) });
    }
    // Fields of the schema the valid body does not hold get bad values too.
    const absent = schemaKeys.filter((key) => !(body && typeof body === "object" && key in body));
    if (absent.length && body && typeof body === "object" && !Array.isArray(body)) {
      choices.push({ weight: 3, arbitrary: fc.record({ kind: fc.constant("extra" as const), part: fc.constant("body" as const), path: fc.constant([]), key: fc.constantFrom(...absent), value: badJsonValue }) });
    }
    if (objects.length) {
      choices.push({ weight: 2, arbitrary: fc.record({ kind: fc.constant("extra" as const), part: fc.constant("body" as const), path: fc.constantFrom(...objects), key: extraKey, value: badJsonValue }) });
    }
    choices.push({ weight: 2, arbitrary: fc.record({ kind: fc.constant("whole" as const), part: fc.constant("body" as const), value: fc.oneof(badJsonValue, fc.constant([body])) }) });
    choices.push({
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant("content-type" as const),
        contentType: fc.constantFrom<string | null>("text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/xml", "text/json", "application/octet-stream", "image/png", null),
        form: fc.boolean(),
      }),
    });
    const length = Buffer.byteLength(toJsonText(body));
    if (length > 1) choices.push({ weight: 2, arbitrary: fc.integer({ min: 1, max: length - 1 }).map((at) => ({ kind: "truncate" as const, at })) });
    choices.push({ weight: 1, arbitrary: fc.integer({ min: 1, max: 200_000 }).map((padding) => ({ kind: "oversize" as const, padding })) });
    choices.push({
      weight: 2,
      arbitrary: fc
        .constantFrom("invalid-utf8", "bom", "utf16", "bogus-charset", "bad-gzip", "bogus-encoding", "empty", "duplicate-keys", "proto")
        .map((make) => ({ kind: "bytes" as const, make: make as Extract<Mutation, { kind: "bytes" }>["make"] })),
    });
  }
  return fc.oneof(...choices);
}

// ---------------------------------------------------------------------------------------------------
// What the server reads, and what the contract says of it

/** co-body's strict JSON (which @koa/bodyparser uses): objects and arrays only, no __proto__ keys. */
const PROTO_KEY = /"(?:_|\\u005[Ff])(?:_|\\u005[Ff])(?:p|\\u0070)(?:r|\\u0072)(?:o|\\u006[Ff])(?:t|\\u0074)(?:o|\\u006[Ff])(?:_|\\u005[Ff])(?:_|\\u005[Ff])"\s*:/;
function serverJson(text: string): { ok: true; value: unknown } | { ok: false } {
  if (!text) return { ok: true, value: {} };
  if (!/^[\x20\x09\x0a\x0d]*(\[|\{)/.test(text) || PROTO_KEY.test(text)) return { ok: false };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** The router's decoding of a path segment: decodeURIComponent, the raw text when that throws. */
const routerDecode = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};
/** Koa's ctx.query: URLSearchParams, a repeated key as an array. */
function koaQuery(text: string): Record<string, string | string[]> {
  const params = new URLSearchParams(text);
  const query: Record<string, string | string[]> = {};
  for (const key of params.keys()) {
    const values = params.getAll(key);
    Object.defineProperty(query, key, { value: values.length <= 1 ? values[0] : values, enumerable: true, writable: true, configurable: true });
  }
  return query;
}

const accepts = (schema: unknown, value: unknown) => !schema || (schema as ZodType).safeParse(value ?? {}).success;

const show = (value: unknown) => {
  if (value instanceof RawJson || value instanceof RawUrlText) return value.text.length > 60 ? `${value.text.slice(0, 30)}…(${value.text.length} chars)` : value.text;
  const text = typeof value === "string" ? JSON.stringify(value) : toJsonText(value);
  return text.length > 60 ? `${text.slice(0, 40)}…(${text.length} chars)` : text;
};

/** Builds the request a mutation makes of the valid input, and the answer the route's contract requires. */
function requestOf(route: RouteContract, valid: ValidInput, mutation: Mutation): GeneratedRequest {
  const params: Record<string, string | RawUrlText> = { ...valid.params };
  const query: [string, string | RawUrlText][] = Object.entries(valid.query);
  let body = valid.body;
  let rawQuery: string | undefined;
  let contentType: string | null = "application/json";
  let bodyBytes: Buffer | undefined;
  let label: string;
  let expect: Expectation | undefined;
  const extraHeaders: Record<string, string> = {};

  switch (mutation.kind) {
    case "replace":
      label = `${mutation.part}.${mutation.path.join(".")} = ${show(mutation.value)}`;
      if (mutation.part === "body") body = setAt(body, mutation.path, (parent, key) => (parent[key] = mutation.value));
      else if (mutation.part === "params") params[mutation.path[0] as string] = mutation.value as string | RawUrlText;
      else {
        const key = mutation.path[0] as string;
        const index = query.findIndex(([name]) => name === key);
        if (index >= 0) query[index] = [key, mutation.value as string | RawUrlText];
        else query.push([key, mutation.value as string | RawUrlText]);
      }
      break;
    case "remove":
      label = `${mutation.part}.${mutation.path.join(".")} missing`;
      if (mutation.part === "body") {
        body = setAt(body, mutation.path, (parent, key) => {
          if (Array.isArray(parent)) parent.splice(key as number, 1);
          else delete parent[key];
        });
      } else {
        const index = query.findIndex(([name]) => name === mutation.path[0]);
        if (index >= 0) query.splice(index, 1);
      }
      break;
    case "extra":
      label = `${mutation.part}.${[...mutation.path, mutation.key].join(".")} added = ${show(mutation.value)}`;
      if (mutation.part === "body") {
        // Wrapped, so that a key can be added to the body itself; defined, so that "__proto__" is an own key.
        const wrapped = setAt({ root: body }, ["root", ...mutation.path, mutation.key], (parent, key) =>
          Object.defineProperty(parent, key, { value: mutation.value, enumerable: true, writable: true, configurable: true }),
        );
        body = (wrapped as { root: unknown }).root;
      } else query.push([mutation.key, mutation.value as string | RawUrlText]);
      break;
    case "whole":
      label = `body = ${show(mutation.value)}`;
      body = mutation.value;
      break;
    case "repeat":
      label = `query.${mutation.key} repeated: ${mutation.values.map(show).join(", ")}`;
      for (let index = query.length - 1; index >= 0; index--) if (query[index]![0] === mutation.key) query.splice(index, 1);
      for (const value of mutation.values) query.push([mutation.key, value]);
      break;
    case "raw-query":
      label = `query string ${JSON.stringify(mutation.text)}`;
      rawQuery = mutation.text;
      break;
    case "content-type":
      label = `content-type ${mutation.contentType ?? "(none)"}${mutation.form ? " with a form body" : ""}`;
      contentType = mutation.contentType;
      if (mutation.form) {
        const form = new URLSearchParams(Object.entries((body && typeof body === "object" ? body : {}) as Record<string, unknown>).map(([key, value]) => [key, String(value)]));
        bodyBytes = Buffer.from(form.toString() || "a=1");
      }
      expect = 415;
      break;
    case "truncate": {
      const full = Buffer.from(toJsonText(body));
      const at = Math.max(0, Math.min(mutation.at, full.length - 1));
      bodyBytes = full.subarray(0, at);
      label = `JSON cut after ${at} of ${full.length} bytes`;
      break;
    }
    case "oversize": {
      const pad = "x".repeat(BODY_LIMIT_BYTES + mutation.padding);
      bodyBytes = Buffer.from(body && typeof body === "object" && !Array.isArray(body) ? toJsonText({ ...body, pad }) : toJsonText([pad, body]));
      label = `body of ${bodyBytes.length} bytes (limit ${BODY_LIMIT_BYTES})`;
      expect = 413;
      break;
    }
    case "bytes": {
      const text = toJsonText(body);
      label = `body bytes: ${mutation.make}`;
      switch (mutation.make) {
        case "invalid-utf8": {
          // Bytes that are not UTF-8 inside a string: the server reads them as U+FFFD, as TextDecoder does.
          const bad = Buffer.from([0xff, 0xfe, 0xc3, 0x28, 0xed, 0xa0, 0x80]);
          bodyBytes = text.startsWith("{") && text.length > 2
            ? Buffer.concat([Buffer.from('{"__bytes":"'), bad, Buffer.from(`",${text.slice(1)}`)])
            : Buffer.concat([Buffer.from('["'), bad, Buffer.from('"]')]);
          break;
        }
        case "bom":
          bodyBytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]);
          break;
        case "utf16":
          bodyBytes = Buffer.from(text, "utf16le");
          contentType = "application/json; charset=utf-16le";
          expect = "any";
          break;
        case "bogus-charset":
          // The server may refuse a charset it does not know, or read the bytes as UTF-8 anyway.
          bodyBytes = Buffer.from(text);
          contentType = "application/json; charset=x-bogus";
          expect = "any";
          break;
        case "bad-gzip":
          bodyBytes = Buffer.from(text);
          extraHeaders["content-encoding"] = "gzip";
          expect = "refused";
          break;
        case "bogus-encoding":
          bodyBytes = Buffer.from(text);
          extraHeaders["content-encoding"] = "x-bogus";
          expect = "refused";
          break;
        case "empty":
          bodyBytes = Buffer.alloc(0);
          break;
        case "duplicate-keys":
          bodyBytes = Buffer.from(text.startsWith("{") && text.length > 2 ? `{"__dup":1,"__dup":"2",${text.slice(1)}` : `{"a":1,"a":2}`);
          break;
        case "proto":
          bodyBytes = Buffer.from(text.startsWith("{") && text.length > 2 ? `{"__proto__":{"user_role":"admin"},${text.slice(1)}` : `{"__proto__":{"user_role":"admin"}}`);
          break;
      }
      break;
    }
  }

  let pathText = route.path.replace(/:(\w+)/g, (_match, name: string) => encodeUrlText(params[name] ?? ""));
  const queryText = rawQuery ?? query.map(([key, value]) => `${encodeUrlText(key)}=${encodeUrlText(value)}`).join("&");
  if (queryText) pathText += `?${queryText}`;
  if (route.body && bodyBytes === undefined) bodyBytes = Buffer.from(toJsonText(body));
  const headers: Record<string, string> = { ...extraHeaders };
  if (route.body && contentType) headers["content-type"] = contentType;

  const [pathOnly, queryOnly = ""] = pathText.split(/\?(.*)/s);
  const declaredSegments = route.path.split("/");
  const sentSegments = pathOnly!.split("/");
  const reachesRoute =
    declaredSegments.length === sentSegments.length &&
    declaredSegments.every((segment, index) => (segment.startsWith(":") ? sentSegments[index] !== "" : segment === sentSegments[index])) &&
    [...sentSegments, ...queryOnly.split(/[&=]/).map((part) => part.replaceAll("+", " "))].every(cleanUrlText);

  // A path parameter left empty makes another path (/api/prices/ is /api/prices): another route may answer it.
  const samePath = declaredSegments.length === sentSegments.length && declaredSegments.every((segment, index) => !segment.startsWith(":") || sentSegments[index] !== "");
  if (!samePath) expect = "any";
  if (expect === undefined || expect === "any") {
    // The contract's verdict on what the server will read.
    const readParams: Record<string, string> = {};
    declaredSegments.forEach((segment, index) => {
      if (segment.startsWith(":")) readParams[segment.slice(1)] = routerDecode(sentSegments[index] ?? "");
    });
    let refused = samePath && (!accepts(route.params, readParams) || !accepts(route.query, koaQuery(queryOnly)));
    if (route.body && bodyBytes && expect === undefined) {
      const parsed = serverJson(new TextDecoder().decode(bodyBytes));
      refused ||= !parsed.ok || !accepts(route.body, parsed.value);
    }
    if (expect === undefined) expect = refused ? "refused" : "any";
  }
  const kind = mutation.kind === "bytes" ? `bytes:${mutation.make}` : mutation.kind;
  return { label, kind, method: route.method.toUpperCase(), target: pathText, headers, ...(bodyBytes ? { body: bodyBytes } : {}), expect, reachesRoute };
}

/** Percent-encoded text that decodes as UTF-8 to text without NUL or a lone surrogate. */
function cleanUrlText(text: string): boolean {
  try {
    const decoded = decodeURIComponent(text);
    return !decoded.includes("\u0000") && !LONE_SURROGATE.test(decoded);
  } catch {
    return false;
  }
}

/**
 * `count` invalid (or edge) requests of the route, the same for the same seed: each a valid request with
 * one thing broken. `hints` give the valid request's ids (records that exist), so that what is tested is
 * the broken part; `hintsAt` gives them per request instead (each caller's own records), the breakage
 * staying the same.
 */
export function invalidRequests(
  route: RouteContract,
  { count, seed, hints = {}, hintsAt }: { count: number; seed: number; hints?: Hints; hintsAt?: (index: number) => Hints },
): GeneratedRequest[] {
  // Every optional body field present: each is one more place to break.
  const base = validInput(route, hints, "full");
  const mutations = fc.sample(mutationsOf(route, base), { seed, numRuns: count });
  const validInputs = new Map<Hints, ValidInput>();
  const validFor = (index: number) => {
    if (!hintsAt) return base;
    const own = hintsAt(index);
    let valid = validInputs.get(own);
    if (!valid) validInputs.set(own, (valid = validInput(route, own, "full")));
    return valid;
  };
  return mutations.map((mutation, index) => requestOf(route, validFor(index), mutation));
}

/** The valid request itself, as the generator sends it (the authorization matrix's input). */
export function validRequest(route: RouteContract, hints: Hints = {}, bodyVariant: Variant = "minimal"): GeneratedRequest {
  const valid = validInput(route, hints, bodyVariant);
  let target = route.path.replace(/:(\w+)/g, (_match, name: string) => encodeUrlText(valid.params[name] ?? ""));
  const query = Object.entries(valid.query).map(([key, value]) => `${encodeUrlText(key)}=${encodeUrlText(value)}`).join("&");
  if (query) target += `?${query}`;
  return {
    label: "valid",
    kind: "valid",
    method: route.method.toUpperCase(),
    target,
    headers: route.body ? { "content-type": "application/json" } : {},
    ...(route.body ? { body: Buffer.from(toJsonText(valid.body)) } : {}),
    expect: "any",
    reachesRoute: true,
  };
}
