import { useClientConfig } from "../../../api/client-config";

/**
 * The tile URL template the server is configured with (MAP_TILE_URL): undefined while the configuration is
 * on its way, null when it could not be read (the map then draws its bundled outlines on the plain background).
 */
export const useTileUrl = () => useClientConfig((config) => config.map.tileUrl);
