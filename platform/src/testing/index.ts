// Test helpers every server-side package uses: a loopback HTTP server answering fixtures, and a delivery's failure.
export { captureLog, type LogLine } from "./capture-log";
export { deliveryFailure } from "./delivery-failure";
export { startFixtureServer, type FixtureRoute, type FixtureServer } from "./start-fixture-server";
export { startSmtpInbox, type SmtpInbox } from "./start-smtp-inbox";
export { startSpareRedisServer, type SpareRedisServer } from "./spare-redis-server";
export { createTestRedis, deleteKeysWithPrefix } from "./test-redis";
export { telegramFixture } from "./telegram-fixture";
