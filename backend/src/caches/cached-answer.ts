import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { ParameterizedContext } from "koa";
import { COMPRESSION_THRESHOLD_BYTES } from "../middlewares/compress-answers";

type Encoding = "br" | "gzip";

/** Compressed once and served many times, so a slower, tighter setting than per-request compression pays. */
const BROTLI_QUALITY = 6;

/** An answer kept as the bytes it goes out as: JSON once, each compressed copy on first demand. */
export interface CachedAnswer {
  status: number;
  /** Weak: the same JSON is the same answer, whatever encoding carries it. */
  etag: string;
  json: Buffer;
  encoded: Partial<Record<Encoding, Buffer>>;
}

/** A route's answer for members and, where visitors get a redacted copy, that copy made from the same read. */
export interface CachedVariants {
  full: CachedAnswer;
  redacted?: CachedAnswer;
}

export function cachedAnswer(status: number, body: unknown): CachedAnswer {
  const json = Buffer.from(JSON.stringify(body));
  return { status, etag: `W/"${createHash("sha1").update(json).digest("base64url")}"`, json, encoded: {} };
}

export function cachedVariants<B>(status: number, body: B, redact?: (body: B) => B): CachedVariants {
  return { full: cachedAnswer(status, body), ...(redact ? { redacted: cachedAnswer(status, redact(body)) } : {}) };
}

const compressors: Record<Encoding, (json: Buffer) => Buffer> = {
  br: (json) =>
    brotliCompressSync(json, {
      params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: json.length },
    }),
  gzip: (json) => gzipSync(json),
};

const opaque = (tag: string) => tag.trim().replace(/^W\//, "");

/**
 * RFC 9110 13.1.2: If-None-Match names the answer by weak comparison. Evaluated here rather than with
 * Koa's `ctx.fresh`, which ignores it when the request also says `Cache-Control: no-cache`, as fetch()
 * does for every request it sends with its own If-None-Match.
 */
function unchangedFor(ctx: ParameterizedContext, etag: string): boolean {
  const header = ctx.get("if-none-match");
  if (!header) return false;
  return header.trim() === "*" || header.split(",").some((tag) => opaque(tag) === opaque(etag));
}

/** Brotli, else gzip, as the client accepts (the same choice as compressAnswers); small answers go as they are. */
function encodingFor(ctx: ParameterizedContext, size: number): Encoding | undefined {
  if (size < COMPRESSION_THRESHOLD_BYTES || !ctx.get("accept-encoding")) return undefined;
  const accepted = ctx.acceptsEncodings() as string[];
  if (accepted.includes("br")) return "br";
  return accepted.includes("gzip") || accepted.includes("*") ? "gzip" : undefined;
}

/**
 * Sends a cached answer: 304 without a body when the client's If-None-Match names it, else its bytes in
 * the encoding the client accepts, so nothing is compressed twice.
 */
export function sendCachedAnswer(ctx: ParameterizedContext, answer: CachedAnswer, cacheControl: string): void {
  // Already negotiated here: koa-compress need not look at the answer again.
  (ctx as { compress?: boolean }).compress = false;
  ctx.status = answer.status;
  ctx.set("ETag", answer.etag);
  ctx.set("Cache-Control", cacheControl);
  if (unchangedFor(ctx, answer.etag)) {
    ctx.status = 304;
    return;
  }
  const encoding = encodingFor(ctx, answer.json.length);
  ctx.set("Content-Type", "application/json; charset=utf-8");
  if (!encoding) {
    ctx.body = answer.json;
    return;
  }
  ctx.set("Content-Encoding", encoding);
  ctx.body = answer.encoded[encoding] ??= compressors[encoding](answer.json);
}
