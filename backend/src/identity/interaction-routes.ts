import { Router } from "@koa/router";
import { signInRequestSchema, type SignInDetails, type SignInResult } from "@tradewire/core";
import type Provider from "oidc-provider";
import { HttpError } from "../http/http-error";
import { jsonBody } from "../middlewares/json-body";
import { inputOf, validate } from "../middlewares/validate";
import { checkDemoCredentials, DEMO_PASSWORD, demoAccounts } from "./demo-accounts";

/**
 * The provider sends the browser to /oidc/interaction/:uid (where its interaction cookie is scoped).
 * A login prompt goes on to the app's own sign-in page, which talks to the JSON routes below;
 * consent is granted at once for our first-party client.
 */
export function interactionRoutes(provider: Provider): Router {
  const router = new Router({ prefix: "/oidc/interaction/:uid" });

  const interactionOf = async (ctx: { req: never; res: never; params: { uid: string } }) => {
    try {
      const interaction = await provider.interactionDetails(ctx.req, ctx.res);
      if (interaction.uid !== ctx.params.uid) throw new Error("interaction mismatch");
      return interaction;
    } catch {
      throw new HttpError(400, "This sign-in attempt has expired. Start again from the app.");
    }
  };

  router.get("/", async (ctx) => {
    const interaction = await interactionOf(ctx as never);
    if (interaction.prompt.name === "login") {
      ctx.redirect(`/signin/${encodeURIComponent(interaction.uid)}`);
      return;
    }
    const grantId = interaction.grantId;
    if (!grantId) throw new HttpError(400, "No grant for this sign-in attempt");
    ctx.respond = false;
    await provider.interactionFinished(ctx.req, ctx.res, { consent: { grantId } }, { mergeWithLastSubmission: true });
  });

  router.get("/details", async (ctx) => {
    const interaction = await interactionOf(ctx as never);
    const body: SignInDetails = {
      uid: interaction.uid,
      prompt: interaction.prompt.name,
      demoAccounts: demoAccounts.map(({ email, name, role }) => ({ email, name, role, password: DEMO_PASSWORD })),
    };
    ctx.body = body;
  });

  router.post("/login", jsonBody(), validate("body", signInRequestSchema), async (ctx) => {
    const interaction = await interactionOf(ctx as never);
    const { email, password } = inputOf(ctx.state, "body", signInRequestSchema);
    const account = checkDemoCredentials(email, password);
    if (!account) throw new HttpError(401, "Wrong e-mail or password");
    if (interaction.prompt.name !== "login") throw new HttpError(409, "This sign-in attempt is not waiting for a login");
    const redirectTo = await provider.interactionResult(ctx.req, ctx.res, { login: { accountId: account.email } });
    const body: SignInResult = { redirectTo };
    ctx.body = body;
  });

  return router;
}
