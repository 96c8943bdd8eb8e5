import { constants } from "node:zlib";
import compress from "koa-compress";
import type { Middleware } from "koa";

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses JSON (and other text) answers of 1 kB or more, brotli or gzip as the client accepts, and
 * says `Vary: Accept-Encoding`. Quality 4 is brotli's fast setting for answers made per request; the
 * built frontend is compressed once at build time at the highest level instead, and served as it is.
 */
export function compressAnswers(): Middleware {
  return compress({
    threshold: COMPRESSION_THRESHOLD_BYTES,
    br: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    gzip: {},
    deflate: false,
    zstd: false,
  });
}
