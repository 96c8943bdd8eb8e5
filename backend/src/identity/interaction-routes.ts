import { errorBodySchema, signInDetailsSchema, signInRequestSchema, signInResultSchema } from "@tradewire/core";
import type { Middleware } from "koa";
import type Provider from "oidc-provider";
import { z } from "zod";
import { defineRoute, reply, type RouteDefinition } from "../http/define-route";
import { HttpError } from "../http/http-error";
import { addressKey, rateLimit, rateLimitPath, type RateLimit, type RateLimiters } from "../middlewares/rate-limit";
import { checkDemoCredentials, DEMO_PASSWORD, demoAccounts } from "./demo-accounts";

const interactionParams = z.object({ uid: z.string().min(1) });

/**
 * Wrong passwords one address may send per minute, on all API nodes together. A person who mistypes
 * tries a few times; a guesser gets 10 tries a minute instead of hundreds a second. Right passwords are
 * not counted, so an office behind one address signs in freely.
 */
export const WRONG_SIGN_IN_LIMIT: RateLimit = { max: 10, windowMs: 60_000 };
/**
 * Requests to the token endpoint per address per minute: a browser makes one when it signs in and one
 * per hourly refresh, so 60 leaves room for a whole office behind one address.
 */
export const TOKEN_REQUEST_LIMIT: RateLimit = { max: 60, windowMs: 60_000 };

/** The limit on the provider's token endpoint, to put in front of its mount at /oidc (it is not one of our routes). */
export function tokenEndpointLimit(limiters: RateLimiters): Middleware {
  return rateLimitPath("POST", "/oidc/token", rateLimit(limiters("oidc-token", TOKEN_REQUEST_LIMIT), addressKey));
}

/**
 * The provider sends the browser to /oidc/interaction/:uid (where its interaction cookie is scoped).
 * A login prompt goes on to the app's own sign-in page, which talks to the JSON routes below;
 * consent is granted at once for our first-party client.
 */
export function interactionRoutes(provider: Provider, limiters: RateLimiters): RouteDefinition[] {
  const wrongSignIns = limiters("oidc-wrong-sign-in", WRONG_SIGN_IN_LIMIT);
  const interactionOf = async (ctx: { req: never; res: never }, uid: string) => {
    try {
      const interaction = await provider.interactionDetails(ctx.req, ctx.res);
      if (interaction.uid !== uid) throw new Error("interaction mismatch");
      return interaction;
    } catch {
      throw new HttpError(400, "This sign-in attempt has expired. Start again from the app.");
    }
  };

  return [
    defineRoute({
      method: "get",
      path: "/oidc/interaction/:uid",
      summary: "Where the provider sends the browser: on to the sign-in page, or consent granted at once",
      access: "public",
      params: interactionParams,
      answers: { 302: null, 303: null },
      handler: async ({ params: { uid } }, ctx) => {
        const interaction = await interactionOf(ctx as never, uid);
        if (interaction.prompt.name === "login") {
          ctx.redirect(`/signin/${encodeURIComponent(interaction.uid)}`);
          return reply(302);
        }
        const grantId = interaction.grantId;
        if (!grantId) throw new HttpError(400, "No grant for this sign-in attempt");
        ctx.respond = false;
        await provider.interactionFinished(ctx.req, ctx.res, { consent: { grantId } }, { mergeWithLastSubmission: true });
        // The provider has already sent its own 303 to the authorization endpoint.
        return reply(303);
      },
    }),
    defineRoute({
      method: "get",
      path: "/oidc/interaction/:uid/details",
      summary: "What the sign-in page shows: the prompt and the demo accounts",
      access: "public",
      params: interactionParams,
      answers: { 200: signInDetailsSchema },
      handler: async ({ params: { uid } }, ctx) => {
        const interaction = await interactionOf(ctx as never, uid);
        return reply(200, {
          uid: interaction.uid,
          prompt: interaction.prompt.name,
          demoAccounts: demoAccounts.map(({ email, name, role }) => ({ email, name, role, password: DEMO_PASSWORD })),
        });
      },
    }),
    defineRoute({
      method: "post",
      path: "/oidc/interaction/:uid/login",
      summary: "Signs a demo account in and answers where the browser goes next (10 wrong passwords a minute per address)",
      access: "public",
      params: interactionParams,
      body: signInRequestSchema,
      answers: { 200: signInResultSchema, 401: errorBodySchema, 409: errorBodySchema, 429: errorBodySchema },
      handler: async ({ params: { uid }, body: { email, password } }, ctx) => {
        // Counted before the password is looked at, so a guesser learns nothing more once over the limit and
        // a burst of guesses sent at once is counted in full; a right password gives its count back.
        await wrongSignIns.consume(addressKey(ctx));
        const interaction = await interactionOf(ctx as never, uid);
        const account = checkDemoCredentials(email, password);
        if (!account) throw new HttpError(401, "Wrong e-mail or password");
        await wrongSignIns.reward(addressKey(ctx));
        if (interaction.prompt.name !== "login") throw new HttpError(409, "This sign-in attempt is not waiting for a login");
        const redirectTo = await provider.interactionResult(ctx.req, ctx.res, { login: { accountId: account.email } });
        return reply(200, { redirectTo });
      },
    }),
  ];
}
