import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../client";
import { oidcPayloads } from "../schema/index";

export interface StoredOidcPayload {
  payload: Record<string, unknown>;
  consumedAt: Date | null;
}

const live = (kind: string) =>
  and(eq(oidcPayloads.kind, kind), sql`(${oidcPayloads.expiresAt} is null or ${oidcPayloads.expiresAt} > now())`);

/** Storage for oidc-provider's adapter interface, one `kind` per model (Session, Grant, RefreshToken, ...). */
export function oidcPayloadStore(db: Database, kind: string) {
  const find = async (where: ReturnType<typeof eq>): Promise<StoredOidcPayload | undefined> => {
    const [row] = await db
      .select({ payload: oidcPayloads.payload, consumedAt: oidcPayloads.consumedAt })
      .from(oidcPayloads)
      .where(and(live(kind), where))
      .limit(1);
    return row;
  };
  return {
    async upsert(id: string, payload: Record<string, unknown>, expiresInSeconds: number | undefined) {
      const values = {
        kind,
        id,
        payload,
        grantId: typeof payload.grantId === "string" ? payload.grantId : null,
        userCode: typeof payload.userCode === "string" ? payload.userCode : null,
        uid: typeof payload.uid === "string" ? payload.uid : null,
        expiresAt: expiresInSeconds ? new Date(Date.now() + expiresInSeconds * 1000) : null,
      };
      await db
        .insert(oidcPayloads)
        .values(values)
        .onConflictDoUpdate({ target: [oidcPayloads.kind, oidcPayloads.id], set: values });
    },
    find: (id: string) => find(eq(oidcPayloads.id, id)),
    findByUid: (uid: string) => find(eq(oidcPayloads.uid, uid)),
    findByUserCode: (userCode: string) => find(eq(oidcPayloads.userCode, userCode)),
    async consume(id: string) {
      await db
        .update(oidcPayloads)
        .set({ consumedAt: new Date() })
        .where(and(eq(oidcPayloads.kind, kind), eq(oidcPayloads.id, id)));
    },
    async destroy(id: string) {
      await db.delete(oidcPayloads).where(and(eq(oidcPayloads.kind, kind), eq(oidcPayloads.id, id)));
    },
    /** Revoking a grant removes every token issued under it, whatever its kind. */
    async revokeByGrantId(grantId: string) {
      await db.delete(oidcPayloads).where(eq(oidcPayloads.grantId, grantId));
    },
  };
}
