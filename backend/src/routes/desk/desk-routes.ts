import { errorBodySchema } from "@tradewire/core";
import { deskTickerCandidates, parseDeskQuestion } from "@tradewire/core/domain/desk/parse-desk-question";
import { DESK_ANSWER_LIMIT, deskAnswerSchema, deskQuestionSchema } from "@tradewire/core/schemas/desk";
import { listFeedArticles, presentArticle, tickerListingsBySymbol } from "@tradewire/db";
import type { AppDependencies } from "../../app-dependencies";
import { defineRoute, reply, type RouteDefinition } from "../../http/define-route";
import { requirePremium } from "../alerts/alert-access";

const optionalDate = (iso: string | null) => (iso === null ? undefined : new Date(iso));

/**
 * Ask the desk (premium): a question about the stored news, read as a feed query (its tickers, tags, impacts, time and
 * words) and answered with the matching stories. No language model: the reading says what was searched for.
 */
export function deskRoutes({ database }: AppDependencies): RouteDefinition[] {
  const db = database.db;
  return [
    defineRoute({
      method: "post",
      path: "/api/desk/ask",
      summary: `Premium: reads a question as a feed query (tickers, tags, impact, time in UTC, words) and answers what it understood and the ${DESK_ANSWER_LIMIT} newest matching stories`,
      access: "member",
      // Each question is a full-text search of the store: a chat's pace, not a script's.
      rateLimit: { max: 30, windowMs: 60_000 },
      body: deskQuestionSchema,
      answers: { 200: deskAnswerSchema, 403: errorBodySchema },
      handler: async ({ user, body: { question } }) => {
        requirePremium(user, "Ask the desk");
        const listed = await tickerListingsBySymbol(db, deskTickerCandidates(question));
        const { understood, reading } = parseDeskQuestion(question, { now: new Date(), isListed: (symbol) => listed.has(symbol) });
        const rows = await listFeedArticles(db, {
          limit: DESK_ANSWER_LIMIT,
          ticker: understood.tickers,
          tag: understood.tags,
          impact: understood.impacts,
          q: understood.text || undefined,
          publishedSince: optionalDate(understood.since),
          publishedBefore: optionalDate(understood.until),
        });
        return reply(200, { understood, reading, articles: rows.map(presentArticle) });
      },
    }),
  ];
}
