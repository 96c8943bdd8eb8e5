import { oidcPayloadStore, type Database } from "@tradewire/db";
import type { Adapter, AdapterPayload } from "oidc-provider";

/** oidc-provider's storage on our database, so sessions and refresh tokens survive restarts and are shared by API nodes. */
export function databaseAdapter(db: Database) {
  return class DatabaseAdapter implements Adapter {
    private readonly store: ReturnType<typeof oidcPayloadStore>;
    constructor(kind: string) {
      this.store = oidcPayloadStore(db, kind);
    }
    async upsert(id: string, payload: AdapterPayload, expiresIn: number) {
      await this.store.upsert(id, payload as Record<string, unknown>, expiresIn);
    }
    async find(id: string) {
      return withConsumption(await this.store.find(id));
    }
    async findByUid(uid: string) {
      return withConsumption(await this.store.findByUid(uid));
    }
    async findByUserCode(userCode: string) {
      return withConsumption(await this.store.findByUserCode(userCode));
    }
    async consume(id: string) {
      await this.store.consume(id);
    }
    async destroy(id: string) {
      await this.store.destroy(id);
    }
    async revokeByGrantId(grantId: string) {
      await this.store.revokeByGrantId(grantId);
    }
  };
}

function withConsumption(row: { payload: Record<string, unknown>; consumedAt: Date | null } | undefined) {
  if (!row) return undefined;
  const payload = row.payload as AdapterPayload;
  return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
}
