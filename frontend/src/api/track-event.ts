import type { InteractionEvent } from "@tradewire/core";
import { apiRequest } from "./client";

/**
 * Records an interaction of spec section 2. Fire and forget: a lost click count must never get in
 * the way of the reader, so failures are dropped.
 */
export function trackEvent(name: InteractionEvent["name"], properties: InteractionEvent["properties"] = {}): void {
  apiRequest("/api/events", { method: "POST", body: { name, properties } }).catch(() => {});
}
