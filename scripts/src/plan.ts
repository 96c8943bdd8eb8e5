import { adminUsersSchema, currentUserSchema } from "@tradewire/core";
import { plans, type Plan } from "@tradewire/core/wire-constants";
import type { AppConfig } from "@tradewire/core/schemas/config";
import { readIdentitySecrets } from "@tradewire/backend/identity/identity-secrets";
import { issueAccessToken } from "@tradewire/backend/identity/issue-access-token";
import { dataDirHolder, setUserPlan } from "@tradewire/db";
import { openDatabaseOrExit } from "./open-command-database";
import { readConfigOrExit } from "./read-config";

const [email, plan] = process.argv.slice(2);
if (!email || !plans.includes(plan as Plan)) {
  process.stderr.write(`usage: npm run plan -- <email> <${plans.join("|")}>\n`);
  process.exit(2);
}
const config = readConfigOrExit();

/**
 * While an app holds the embedded database, the plan is set through its admin API (PUT /api/admin/users/:id/plan), as
 * an admin of the built-in provider with the app's own keys and issuer: the app writes its database, and says so to the
 * users it serves at once. Answers false when that cannot be done (no such app, or no demo admin to act as).
 */
async function throughRunningApp(appConfig: AppConfig): Promise<boolean> {
  const holder = appConfig.DATABASE_URL ? null : await dataDirHolder(appConfig.DATA_DIR);
  const secrets = holder?.app ? readIdentitySecrets(appConfig.DATA_DIR) : null;
  const admin = appConfig.ADMIN_EMAILS[0];
  if (!holder?.app || !secrets || !admin || !appConfig.builtInIdentity) return false;
  const { url, issuer } = holder.app;
  // The built-in provider's demo admin (admin@demo.local unless ADMIN_EMAILS says otherwise); any other cannot be signed for.
  const token = await issueAccessToken({ ...appConfig, oidcIssuer: issuer }, secrets, admin, 60).catch(() => null);
  if (!token) return false;
  const call = (path: string, init: RequestInit = {}) =>
    fetch(`${url}${path}`, { ...init, headers: { authorization: `Bearer ${token}`, "content-type": "application/json" } });
  const { users } = adminUsersSchema.parse(await (await call("/api/admin/users")).json());
  const user = users.find((each) => each.email?.toLowerCase() === email!.toLowerCase());
  if (!user) {
    process.stderr.write(`tradewire: no user with the e-mail ${email} (they appear after their first sign-in)\n`);
    process.exit(1);
  }
  const answer = await call(`/api/admin/users/${user.user_id}/plan`, { method: "PUT", body: JSON.stringify({ plan }) });
  if (!answer.ok) throw new Error(`the app at ${url} answered ${answer.status}: ${await answer.text()}`);
  currentUserSchema.parse(await answer.json());
  process.stdout.write(`${email} is now on the ${plan} plan (through the app at ${url})\n`);
  return true;
}

if (!(await throughRunningApp(config))) {
  const database = await openDatabaseOrExit(config, "npm run plan");
  await database.migrate();
  try {
    if (!(await setUserPlan(database.db, email, plan as Plan))) {
      process.stderr.write(`tradewire: no user with the e-mail ${email} (they appear after their first sign-in)\n`);
      process.exitCode = 1;
    } else process.stdout.write(`${email} is now on the ${plan} plan\n`);
  } finally {
    await database.close();
  }
}
