import { findAlert, pauseAlerts, type AlertRow } from "@tradewire/db";
import { readAlertStopToken } from "@tradewire/platform";
import { escapeUTF8 } from "entities";
import type { ParameterizedContext } from "koa";
import { z } from "zod";
import type { AppDependencies } from "../../app-dependencies";
import { defineRoute, reply, type RouteDefinition } from "../../http/define-route";

const stopQuerySchema = z.object({ token: z.string({ error: "token is required" }).min(1, "token is required").max(2_000, "token is too long") });
const pageSchema = z.string().describe("An HTML page for the person who followed the link");

/** A plain page: the link is opened from a mail client or a chat, signed in or not, on any device. */
function page(title: string, paragraphs: string[], form = ""): string {
  const body = paragraphs.map((text) => `<p>${text}</p>`).join("");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="referrer" content="no-referrer"><title>${escapeUTF8(title)} · Tradewire</title><style>body{font-family:system-ui,sans-serif;max-width:34rem;margin:3rem auto;padding:0 1rem;color:#1f2933;line-height:1.5}button{font:inherit;padding:.5rem 1rem;border-radius:.375rem;border:1px solid #b42318;background:#b42318;color:#fff;cursor:pointer}a{color:#1d4ed8}</style></head><body><h1>${escapeUTF8(title)}</h1>${body}${form}</body></html>`;
}

const quoted = (alert: AlertRow) => `“${escapeUTF8(alert.name)}”`;
const dashboard = (publicUrl: string) => `<a href="${escapeUTF8(publicUrl)}/dashboard">your dashboard</a>`;

/**
 * The stop link in every alert message (issue 23): a signed, single-purpose token that pauses the one alert it
 * names, whatever its owner's plan. GET shows a confirmation page (a link scanner that opens it pauses nothing);
 * POST pauses: the page's button, or a mail client's RFC 8058 one-click unsubscribe.
 */
export function alertStopRoutes({ config, database }: AppDependencies): RouteDefinition[] {
  const db = database.db;

  /** The alert a token names, or the page that says why the link cannot stop it. */
  async function alertOf(token: string, ctx: ParameterizedContext): Promise<AlertRow | { status: 400 | 404; body: string }> {
    // The page is the link's own: no cache may keep it, and no site may frame its button.
    ctx.set("Cache-Control", "no-store");
    const target = await readAlertStopToken(config, token);
    if (target === "expired") return reply(400, page("This link has expired", [`Stop links last 90 days. Pause the alert from ${dashboard(config.publicUrl)}.`]));
    if (target === "invalid") return reply(400, page("This link is not valid", [`It may have been cut short when it was copied. Pause the alert from ${dashboard(config.publicUrl)}.`]));
    const alert = await findAlert(db, target.userId, target.alertId);
    return alert ?? reply(404, page("This alert no longer exists", ["It was deleted, so it sends nothing."]));
  }

  const stopLink = {
    path: "/api/alert/stop",
    access: "public",
    query: stopQuerySchema,
    answers: { 200: pageSchema, 400: pageSchema, 404: pageSchema },
    rateLimit: { max: 60, windowMs: 60_000 },
  } as const;
  return [
    defineRoute({
      ...stopLink,
      method: "get",
      summary: "The confirmation page of an alert message's stop link (token from the message); pauses nothing",
      handler: async ({ query }, ctx) => {
        const alert = await alertOf(query.token, ctx);
        if ("status" in alert) return alert;
        if (!alert.active) return reply(200, page("This alert is paused", [`${quoted(alert)} sends nothing until you resume it on ${dashboard(config.publicUrl)}.`]));
        return reply(
          200,
          page("Pause this alert?", [`${quoted(alert)} will send no more messages until you resume it on ${dashboard(config.publicUrl)}.`], `<form method="post"><button type="submit">Pause alert</button></form>`),
        );
      },
    }),
    defineRoute({
      ...stopLink,
      method: "post",
      summary: "Pauses the alert an alert message's stop link names (RFC 8058 one-click unsubscribe, or the confirmation page's button)",
      handler: async ({ query }, ctx) => {
        const alert = await alertOf(query.token, ctx);
        if ("status" in alert) return alert;
        await pauseAlerts(db, { alertId: alert.id, userId: alert.userId }, "link");
        return reply(200, page("Alert paused", [`${quoted(alert)} sends nothing until you resume it on ${dashboard(config.publicUrl)}.`]));
      },
    }),
  ];
}
