import type { Page } from "playwright-core";

/**
 * Adds a webhook channel in Manage Channels, as a member does from the dashboard (the page must show it), and
 * leaves the dialog open: `channels` is the dialog, `row` the new channel's entry in its list.
 */
export async function addWebhookChannel(page: Page, name: string, endpoint: string) {
  await page.getByRole("button", { name: "Manage Channels" }).click();
  const channels = page.getByRole("dialog", { name: "Manage Notification Channels" });
  await channels.getByLabel("Channel name").fill(name);
  await channels.getByLabel("Channel type").selectOption("webhook");
  await channels.getByLabel("Endpoint").fill(endpoint);
  await channels.getByRole("button", { name: "Add Channel" }).click();
  const row = channels.getByRole("listitem").filter({ hasText: name });
  await row.waitFor();
  return { channels, row };
}
