export * from "./client";
export * from "./repositories/articles";
export * from "./repositories/oidc-payloads";
export * from "./repositories/users";
export * as tables from "./schema/index";
