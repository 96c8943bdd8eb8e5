import { randomBytes } from "node:crypto";
import {
  channelCreateBodySchema,
  channelIdParamsSchema,
  channelDeleteBodySchema,
  channelUpdateBodySchema,
  errorBodySchema,
  notificationChannelSchema,
  notificationChannelsSchema,
} from "@tradewire/core";
import { createChannel, deleteChannel, findChannel, listChannels, presentChannel, updateChannel, type ChannelRow } from "@tradewire/db";
import { appSecretOf, createSecretBox, generateWebhookSecret, telegramBotUsername } from "@tradewire/platform";
import { z } from "zod";
import type { AppDependencies } from "../../app-dependencies";
import { defineRoute, reply, type RouteDefinition } from "../../http/define-route";
import { HttpError } from "../../http/http-error";

const deletedSchema = z.object({ success: z.literal(true), channel_id: z.number() });
const newChannelKey = () => `ck_${randomBytes(12).toString("base64url")}`;

/** Notification channels (spec sections 2, 3, 5 and 7): each user reads and writes their own alone. */
export function channelRoutes({ config, database, jobs }: AppDependencies): RouteDefinition[] {
  const db = database.db;
  const present = async (channel: ChannelRow, signingSecret?: string) =>
    presentChannel(channel, { emailConfigured: Boolean(config.SMTP_URL), telegramBotUsername: await telegramBotUsername(config), signingSecret });
  /** Production webhooks go to https only; ALLOW_PRIVATE_WEBHOOKS (development, tests) lets http through. */
  const checkEndpoint = (type: string, endpoint: string | null | undefined) => {
    if (type === "webhook" && !config.ALLOW_PRIVATE_WEBHOOKS && !endpoint?.startsWith("https://")) {
      throw new HttpError(400, "body.endpoint: a webhook endpoint must be an https:// URL");
    }
  };
  const targetOf = (body: { type: "email" | "webhook" | "telegram"; email?: string | null; endpoint?: string | null }) => ({
    email: body.type === "email" ? body.email! : null,
    endpoint: body.type === "webhook" ? body.endpoint! : null,
  });

  return [
    defineRoute({
      method: "get",
      path: "/api/alert/channel",
      summary: "The caller's notification channels, oldest first",
      access: "member",
      answers: { 200: notificationChannelsSchema },
      handler: async ({ user }) => reply(200, await Promise.all((await listChannels(db, user.id)).map((channel) => present(channel)))),
    }),
    defineRoute({
      method: "post",
      path: "/api/alert/channel",
      summary: "Creates a channel; a webhook gets its signing secret (shown in this answer only), a telegram channel its binding key",
      access: "member",
      body: channelCreateBodySchema,
      answers: { 201: notificationChannelSchema },
      handler: async ({ body, user }) => {
        checkEndpoint(body.type, body.endpoint);
        const secret = body.type === "webhook" ? generateWebhookSecret() : null;
        const channel = await createChannel(db, user.id, {
          channelName: body.channel_name,
          type: body.type,
          ...targetOf(body),
          channelKey: body.type === "telegram" ? newChannelKey() : null,
          signingSecret: secret ? createSecretBox(appSecretOf(config)).seal(secret) : null,
        });
        return reply(201, await present(channel, secret ?? undefined));
      },
    }),
    defineRoute({
      method: "put",
      path: "/api/alert/channel",
      summary: "Changes one of the caller's channels; another user's answers 404",
      access: "member",
      body: channelUpdateBodySchema,
      answers: { 200: notificationChannelSchema, 404: errorBodySchema },
      handler: async ({ body, user }) => {
        checkEndpoint(body.type, body.endpoint);
        const current = await findChannel(db, user.id, body.channel_id);
        if (!current) throw new HttpError(404, `No channel ${body.channel_id}`);
        // A channel turned into a webhook needs a secret, into telegram a key; each is shown or kept as on create.
        const secret = body.type === "webhook" && !current.signingSecret ? generateWebhookSecret() : null;
        const channel = await updateChannel(db, user.id, body.channel_id, {
          channelName: body.channel_name,
          type: body.type,
          ...targetOf(body),
          ...(body.type === "telegram" && !current.channelKey ? { channelKey: newChannelKey() } : {}),
          ...(secret ? { signingSecret: createSecretBox(appSecretOf(config)).seal(secret) } : {}),
        });
        return reply(200, await present(channel!, secret ?? undefined));
      },
    }),
    defineRoute({
      method: "post",
      path: "/api/alert/channel/:id/test",
      summary: "Sends a test message through one of the caller's channels and answers the channel with the outcome (last_test)",
      access: "member",
      params: channelIdParamsSchema,
      answers: { 200: notificationChannelSchema, 404: errorBodySchema },
      rateLimit: { max: 10, windowMs: 60_000 },
      handler: async ({ params: { id }, user }) => {
        if (!(await findChannel(db, user.id, id))) throw new HttpError(404, `No channel ${id}`);
        await jobs.run("send-test-message", { channelId: id, userId: user.id });
        return reply(200, await present((await findChannel(db, user.id, id))!));
      },
    }),
    defineRoute({
      method: "delete",
      path: "/api/alert/channel",
      summary: "Deletes one of the caller's channels, never the last one (409)",
      access: "member",
      body: channelDeleteBodySchema,
      answers: { 200: deletedSchema, 404: errorBodySchema, 409: errorBodySchema },
      handler: async ({ body: { channel_id }, user }) => {
        const outcome = await deleteChannel(db, user.id, channel_id);
        if (outcome === "missing") throw new HttpError(404, `No channel ${channel_id}`);
        if (outcome === "last") throw new HttpError(409, "Cannot delete last channel");
        return reply(200, { success: true as const, channel_id });
      },
    }),
  ];
}
