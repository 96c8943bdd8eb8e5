import { z } from "zod";
import { answerOf } from "../markets/fetch-json";
import { SourceError } from "../sources/source-error";
import { decodeHtmlEntities } from "../sources/decode-html-entities";

/** Nasdaq's business code for a day without rows ("Economic Events Calendar: No record found."). */
const NO_RECORD = 1002;

const answerSchema = z.object({
  data: z
    .object({
      asOf: z.string().nullish(),
      rows: z.array(z.unknown()).nullish(),
    })
    .nullable(),
  status: z
    .object({
      bCodeMessage: z.array(z.object({ code: z.number().nullish(), errorMessage: z.string().nullish() })).nullish(),
    })
    .nullish(),
});

export interface NasdaqAnswer {
  rows: unknown[];
  /** The day the answer is for, as the earnings calendar writes it ("Wed, Jul 3, 2024"); null when not given. */
  asOf: string | null;
}

/**
 * The rows of one answer of Nasdaq's calendar API (`{ data: { rows }, message, status }`). An empty day comes as
 * `data: null` with the "No record found" business code, or as `data.rows: null`: no rows. `data: null` for any other
 * reason, or an answer of another shape, is the source's parse error, named: storing it as an empty day would read as
 * every event of the day cancelled.
 */
export function nasdaqAnswerOf(id: string, body: unknown): NasdaqAnswer {
  const { data, status } = answerOf(id, answerSchema, body);
  if (data) return { rows: data.rows ?? [], asOf: data.asOf ?? null };
  const messages = status?.bCodeMessage ?? [];
  if (messages.some(({ code, errorMessage }) => code === NO_RECORD || /no record/i.test(errorMessage ?? ""))) return { rows: [], asOf: null };
  const said = messages.map(({ code, errorMessage }) => `${code ?? "?"} ${errorMessage ?? ""}`.trim()).join("; ");
  throw new SourceError("parse", `${id}: no data${said ? `: ${said}` : ""}`);
}

/** The placeholders Nasdaq writes in an empty cell, after entity decoding and trimming. */
const EMPTY_CELLS = new Set(["", "N/A", "NA", "-", "--", "—"]);

/** One cell as plain text (entities decoded, runs of spaces collapsed); null when empty ("&nbsp;", " ", "N/A"). */
export function nasdaqCell(value: unknown): string | null {
  if (typeof value !== "string" && typeof value !== "number") return null;
  const text = decodeHtmlEntities(String(value)).replace(/\s+/g, " ").trim();
  return EMPTY_CELLS.has(text.toUpperCase()) ? null : text;
}

/** Throws when an answer had rows and none could be read: a changed format, not an empty day. */
export function assertSomeRead(id: string, rows: number, read: number): void {
  if (rows > 0 && read === 0) throw new SourceError("parse", `${id}: none of the ${rows} rows could be read`);
}
