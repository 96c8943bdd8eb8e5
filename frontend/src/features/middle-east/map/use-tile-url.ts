import { useEffect, useState } from "react";
import { clientConfigSchema } from "@tradewire/core/schemas/api";
import { apiRequest } from "../../../api/client";

let pending: Promise<string | null> | null = null;

/** The tile URL template the server is configured with (MAP_TILE_URL), asked once per page load. */
function loadTileUrl(): Promise<string | null> {
  pending ??= apiRequest("/api/config", { schema: clientConfigSchema }).then(
    (config) => config.map.tileUrl,
    // No config, no tiles: the map still draws its bundled outlines on the plain background; the next visit asks again.
    () => {
      pending = null;
      return null;
    },
  );
  return pending;
}

/** undefined while the configuration is on its way, then the template, or null when it could not be read. */
export function useTileUrl(): string | null | undefined {
  const [tileUrl, setTileUrl] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    let active = true;
    void loadTileUrl().then((url) => active && setTileUrl(url));
    return () => {
      active = false;
    };
  }, []);
  return tileUrl;
}
