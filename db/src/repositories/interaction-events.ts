import type { Database } from "../client";
import { interactionEvents } from "../schema/index";

export async function recordInteractionEvent(
  db: Database,
  event: { userId: number | null; name: string; properties: Record<string, unknown> },
): Promise<void> {
  await db.insert(interactionEvents).values(event);
}
