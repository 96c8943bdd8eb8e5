import { useEffect, useState } from "react";
import { clientConfigSchema, type ClientConfig } from "@tradewire/core/schemas/api";
import { apiRequest } from "./client";

let pending: Promise<ClientConfig> | null = null;

/** GET /api/config, asked once per page load and shared by every reader; a failure is asked again next time. */
export function loadClientConfig(): Promise<ClientConfig> {
  pending ??= apiRequest("/api/config", { schema: clientConfigSchema }).catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}

/** One part of the runtime configuration: undefined while it is on its way, null when it could not be read. */
export function useClientConfig<T>(pick: (config: ClientConfig) => T): T | null | undefined {
  const [value, setValue] = useState<T | null | undefined>(undefined);
  useEffect(() => {
    let active = true;
    loadClientConfig().then(
      (config) => active && setValue(pick(config)),
      () => active && setValue(null),
    );
    return () => {
      active = false;
    };
    // The picker is a fixed property read; asking again when its identity changes would refetch nothing new.
  }, []);
  return value;
}
