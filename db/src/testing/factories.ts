import { randomUUID } from "node:crypto";
import type { Database } from "../client";
import { insertArticle, type NewArticle } from "../repositories/articles";
import { linkArticleMarkets, upsertPredictionMarkets } from "../repositories/prediction-markets";
import { linkArticleTickers, tickerIdsBySymbol, upsertTickers } from "../repositories/tickers";
import { upsertUserFromIdentity, type IdentityClaims } from "../repositories/users";

export async function buildUser(db: Database, overrides: Partial<IdentityClaims> = {}, adminEmails: string[] = []) {
  const subject = overrides.subject ?? randomUUID();
  return upsertUserFromIdentity(
    db,
    { issuer: "https://issuer.test", subject, email: `${subject}@example.test`, name: "Test User", ...overrides },
    adminEmails,
  );
}

export async function buildArticle(db: Database, overrides: Partial<NewArticle> = {}) {
  const { article } = await insertArticle(db, {
    title: "US raises tariffs on Chinese steel to 50%",
    url: `https://www.reuters.com/markets/${randomUUID()}`,
    ...overrides,
  });
  return article;
}

/** An article with linked tickers (created in the tickers table when missing) and prediction markets. */
export async function buildFeedArticle(
  db: Database,
  overrides: Partial<NewArticle> & {
    tickers?: string[];
    markets?: { question: string; slug: string | null; closed: boolean }[];
  } = {},
) {
  const { tickers: symbols = [], markets = [], ...articleFields } = overrides;
  const article = await buildArticle(db, articleFields);
  await upsertTickers(
    db,
    symbols.map((ticker) => ({ ticker, company: `${ticker} Inc.`, exchange: "NASDAQ", sector: "Technology", country: "United States", marketCap: 1e9 })),
  );
  const ids = await tickerIdsBySymbol(db, symbols);
  await linkArticleTickers(db, symbols.map((symbol, position) => ({ articleId: article.id, tickerId: ids.get(symbol)!, position })));
  const marketIds = await upsertPredictionMarkets(
    db,
    markets.map((market) => ({ platform: "polymarket" as const, externalId: randomUUID(), ...market })),
  );
  await linkArticleMarkets(db, [...marketIds.values()].map((marketId) => ({ articleId: article.id, marketId })));
  return article;
}
