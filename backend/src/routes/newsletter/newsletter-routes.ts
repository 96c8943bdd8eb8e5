import { errorBodySchema, newsletterSubscribeBodySchema, newsletterSubscribedSchema } from "@tradewire/core";
import { addNewsletterSubscriber } from "@tradewire/db";
import type { AppDependencies } from "../../app-dependencies";
import { defineRoute, reply, type RouteDefinition } from "../../http/define-route";
import { postToMailingList } from "./post-to-mailing-list";

/**
 * The newsletter sign-up (spec sections 2 and 5). Open to visitors: the form stands in for an external
 * mailing-list form, which takes anyone's address; the honeypot and the rate limit keep bots out.
 */
export function newsletterRoutes({ config, database, logger }: AppDependencies): RouteDefinition[] {
  return [
    defineRoute({
      method: "post",
      path: "/api/newsletter/subscribe",
      summary: "Signs an address up for the newsletter: posted to NEWSLETTER_URL when set, else kept in newsletter_subscribers",
      access: "public",
      rateLimit: { max: 10, windowMs: 60_000 },
      body: newsletterSubscribeBodySchema,
      answers: { 200: newsletterSubscribedSchema, 502: errorBodySchema },
      handler: async ({ body }) => {
        // A bot filled the field people never see: it is told it worked, so it learns nothing, and nothing is kept.
        if (body.website?.trim()) {
          logger.info({ honeypot: true }, "newsletter sign-up dropped");
          return reply(200, { subscribed: true as const });
        }
        if (config.NEWSLETTER_URL) await postToMailingList(config.NEWSLETTER_URL, body.email);
        else await addNewsletterSubscriber(database.db, body.email);
        return reply(200, { subscribed: true as const });
      },
    }),
  ];
}
