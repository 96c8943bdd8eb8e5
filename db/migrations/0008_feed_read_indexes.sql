DROP INDEX "articles_date_published_idx";--> statement-breakpoint
CREATE INDEX "article_tickers_ticker_idx" ON "article_tickers" USING btree ("ticker_id","article_id");--> statement-breakpoint
CREATE INDEX "articles_date_published_idx" ON "articles" USING btree ("date_published" DESC NULLS FIRST,"id" DESC NULLS FIRST);