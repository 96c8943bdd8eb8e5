import { z } from "zod";
import { articleSchema, impactSchema } from "./articles";

/** The longest question the desk takes: a sentence or two, as typed in a chat. */
export const DESK_QUESTION_MAX_LENGTH = 300;
/** The most stories one answer lists, newest first. */
export const DESK_ANSWER_LIMIT = 20;

/** POST /api/desk/ask: a premium member's question about the stored news. */
export const deskQuestionSchema = z.object({
  question: z
    .string({ error: "must be the question, as text" })
    .trim()
    .min(1, "ask something: the question is empty")
    .max(DESK_QUESTION_MAX_LENGTH, `a question is at most ${DESK_QUESTION_MAX_LENGTH} characters`),
});
export type DeskQuestion = z.infer<typeof deskQuestionSchema>;

/**
 * What the desk understood a question to ask, run as a feed query: filters combine with AND, the items of one
 * filter with OR. `since` is inclusive and `until` exclusive; null leaves that end open.
 */
export const deskQuerySchema = z.object({
  /** Listed symbols, in the order the question names them. */
  tickers: z.array(z.string()),
  /** The classifier's topic tags ("tariffs", "middle-east"). */
  tags: z.array(z.string()),
  impacts: z.array(impactSchema),
  since: z.iso.datetime({ offset: true }).nullable(),
  until: z.iso.datetime({ offset: true }).nullable(),
  /** The words left over, searched in the stories' text in web-search syntax; empty searches nothing. */
  text: z.string(),
});
export type DeskQuery = z.infer<typeof deskQuerySchema>;

/** The desk's answer: what it understood, that in plain words, and the matching stories, newest first. */
export const deskAnswerSchema = z.object({
  understood: deskQuerySchema,
  /** "Stories naming NVDA since 00:00 UTC today". */
  reading: z.string(),
  articles: z.array(articleSchema).max(DESK_ANSWER_LIMIT),
});
export type DeskAnswer = z.infer<typeof deskAnswerSchema>;
