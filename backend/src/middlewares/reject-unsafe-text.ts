import type { Middleware, ParameterizedContext } from "koa";
import { HttpError } from "../http/http-error";

/**
 * NUL and lone UTF-16 surrogates: text PostgreSQL and PGlite refuse to store or compare (SQLSTATE 22021,
 * 22P05), so a query holding one fails as a 500 deep inside a route. A surrogate pair is one ordinary
 * character and passes.
 */
const UNSAFE_CHARACTER = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** oidc-provider reads form bodies up to 56 kB; the only forms this server takes are the provider's. */
export const FORM_BODY_LIMIT_BYTES = 56 * 1024;

/** What is wrong with a piece of text, or undefined when a database can hold it. */
function unsafeCharacterIn(text: string): string | undefined {
  const found = UNSAFE_CHARACTER.exec(text);
  if (!found) return undefined;
  return found[0] === "\u0000" ? "text must not contain NUL (\\u0000)" : "text must not contain a lone UTF-16 surrogate";
}

/** A key as a problem's path names it; long keys are cut so a 400 never echoes much of the input. */
const pathPart = (key: string | number) => (typeof key === "string" && key.length > 40 ? `${key.slice(0, 40)}…` : String(key));

/**
 * Finds the first string (value or key, at any depth) a database cannot hold, and says where: for
 * example "body.properties.a: text must not contain NUL (\u0000)". Walks without recursion, so a
 * deeply nested body cannot overflow the stack; deeper than `maxDepth` levels is itself a problem.
 */
export function findUnsafeText(value: unknown, where: string, maxDepth = Number.POSITIVE_INFINITY): string | undefined {
  const pending: { value: unknown; path: string; depth: number }[] = [{ value, path: where, depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: current, path, depth } = next;
    if (typeof current === "string") {
      const problem = unsafeCharacterIn(current);
      if (problem) return `${path}: ${problem}`;
      continue;
    }
    if (typeof current !== "object" || current === null) continue;
    if (depth >= maxDepth) return `${path}: nested deeper than ${maxDepth} levels`;
    const entries: [string | number, unknown][] = Array.isArray(current) ? current.map((item, index) => [index, item]) : Object.entries(current);
    // Pushed in reverse so the first problem in reading order is the one named.
    for (let index = entries.length - 1; index >= 0; index--) {
      const [key, item] = entries[index]!;
      if (typeof key === "string") {
        const problem = unsafeCharacterIn(key);
        if (problem) return `${path}: a key's ${problem}`;
      }
      pending.push({ value: item, path: `${path}.${pathPart(key)}`, depth: depth + 1 });
    }
  }
  return undefined;
}

/** decodeURIComponent that answers undefined instead of throwing on an encoding that is not UTF-8. */
function decodePercent(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

const UNDECODABLE = "not valid percent-encoded UTF-8";

/** Checks `a=1&b=2` text (a query string or a form body) as strictly as the path: `where.name: problem`. */
function problemInParameters(encoded: string, where: string): string | undefined {
  for (const pair of encoded.split("&")) {
    if (!pair) continue;
    const equals = pair.indexOf("=");
    const [rawName, rawValue] = equals < 0 ? [pair, ""] : [pair.slice(0, equals), pair.slice(equals + 1)];
    const name = decodePercent(rawName.replaceAll("+", " "));
    if (name === undefined) return `${where}: a parameter name is ${UNDECODABLE}`;
    const nameProblem = unsafeCharacterIn(name);
    if (nameProblem) return `${where}: a parameter name's ${nameProblem}`;
    const value = decodePercent(rawValue.replaceAll("+", " "));
    if (value === undefined) return `${where}.${pathPart(name)}: ${UNDECODABLE}`;
    const valueProblem = unsafeCharacterIn(value);
    if (valueProblem) return `${where}.${pathPart(name)}: ${valueProblem}`;
  }
  return undefined;
}

/** The path as sent (Koa leaves ctx.path encoded): each segment must decode, to text a database can hold. */
function problemInPath(path: string): string | undefined {
  for (const segment of path.split("/")) {
    const decoded = decodePercent(segment);
    if (decoded === undefined) return `path: ${UNDECODABLE}`;
    const problem = unsafeCharacterIn(decoded);
    if (problem) return `path: ${problem}`;
  }
  return undefined;
}

/** The bytes of a form body, up to the limit; the request stream is consumed. */
async function readFormBody(ctx: ParameterizedContext): Promise<string> {
  const declared = ctx.request.length;
  const tooLarge = () => new HttpError(413, `Request body exceeds the ${FORM_BODY_LIMIT_BYTES / 1024} kB limit of a form`);
  if (declared !== undefined && declared > FORM_BODY_LIMIT_BYTES) throw tooLarge();
  const chunks: Buffer[] = [];
  let received = 0;
  try {
    for await (const chunk of ctx.req) {
      received += (chunk as Buffer).length;
      if (received > FORM_BODY_LIMIT_BYTES) throw tooLarge();
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, "body: the request body ended before it was complete");
  }
  return Buffer.concat(chunks, received).toString("utf8");
}

/**
 * Answers 400 naming where, for text in the URL (path and query) or in a form body that does not decode
 * or that no database can hold, before any route or the identity provider mounted at /oidc sees it.
 * JSON bodies are checked by jsonBody after parsing, where each route's schema applies.
 *
 * A form body is read here, since only this server's identity provider takes forms (/oidc/token,
 * /oidc/auth by POST): the checked text is left in ctx.request.body, which oidc-provider reads when the
 * request stream is already consumed (it says so once on the console, "already parsed request body").
 */
export function rejectUnsafeText(): Middleware {
  return async (ctx, next) => {
    // Only a percent-encoding can put NUL, a surrogate or bad UTF-8 in a URL: the HTTP parser refuses
    // control characters, and raw bytes read as Latin-1. Most URLs have none, and are not split up.
    if (ctx.url.includes("%")) {
      const problem = problemInPath(ctx.path) ?? problemInParameters(ctx.querystring, "query");
      if (problem) throw new HttpError(400, problem);
    }
    if (ctx.request.length !== 0 && ctx.is("application/x-www-form-urlencoded")) {
      const form = await readFormBody(ctx);
      const formProblem = problemInParameters(form, "body");
      if (formProblem) throw new HttpError(400, formProblem);
      ctx.request.body = form;
    }
    await next();
  };
}
