export { demoAccounts } from "./identity/demo-accounts";
export { loadIdentitySecrets } from "./identity/identity-secrets";
export { issueAccessToken } from "./identity/issue-access-token";
export { createLogger, type Logger } from "./logger";
export { createServer, type ServerOptions, type TradewireServer } from "./server";
