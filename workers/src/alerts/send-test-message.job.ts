import { findChannel, recordChannelTest } from "@tradewire/db";
import { sendThroughChannel } from "./deliver";
import { notificationContent } from "./notification-content";
import { defineJob } from "../job-definition";
import { DeliveryError } from "@tradewire/platform";
import { PermanentJobError } from "../runners/job-errors";

/**
 * "Send test" on a channel: a test message through the same senders as an alert's (SSRF guard, signatures,
 * SMTP relay, Bot API), once, and the far end's answer (or what failed) stored on the channel for the form.
 */
export const sendTestMessage = defineJob("send-test-message", {
  attempts: 1,
  timeoutMs: 20_000,
  handler: async ({ channelId, userId }, context) => {
    const db = context.database.db;
    const channel = await findChannel(db, userId, channelId);
    if (!channel) throw new PermanentJobError(`No channel ${channelId}`);
    const at = new Date();
    const item = {
      kind: "article" as const,
      id: "test",
      title: "Tradewire test message: this channel works",
      url: null,
      impact: null,
      source: "tradewire",
      tickers: [],
      tags: [],
      probability: null,
      volume: null,
      at: at.toISOString(),
    };
    try {
      const result = await sendThroughChannel(context, channel, {
        content: notificationContent(channel.channelName, item, ["test message"], null),
        stopUrl: null,
        messageId: `msg_test_${channel.id}_${at.getTime()}`,
        webhookBody: { type: "channel.test", timestamp: at.toISOString(), data: { channel_id: channel.id, item } },
        outboxDeliveryId: null,
      });
      await recordChannelTest(db, channel.id, { ok: true, result }, at);
    } catch (error) {
      if (!(error instanceof DeliveryError)) throw error;
      context.logger.info({ channelId, kind: error.kind, err: error.message, detail: error.detail }, "test message failed");
      await recordChannelTest(db, channel.id, { ok: false, result: error.message }, at);
    }
  },
});
