import { adminUsersSchema, currentUserSchema } from "@tradewire/core";
import { plans, type Plan } from "@tradewire/core/wire-constants";
import type { AppConfig } from "@tradewire/core/schemas/config";
import { setUserPlan } from "@tradewire/db";
import { openDatabaseOrExit } from "./open-command-database";
import { readConfigOrExit } from "./read-config";
import { runningAppClient } from "./running-app-client";

const [email, plan] = process.argv.slice(2);
if (!email || !plans.includes(plan as Plan)) {
  process.stderr.write(`usage: npm run plan -- <email> <${plans.join("|")}>\n`);
  process.exit(2);
}
const config = readConfigOrExit();

/**
 * While an app holds the embedded database, the plan is set through its admin API (PUT /api/admin/users/:id/plan): the
 * app writes its own database, and the user has the plan at their next request. Answers false when no app holds it.
 */
async function throughRunningApp(appConfig: AppConfig): Promise<boolean> {
  const app = await runningAppClient(appConfig);
  if (!app) return false;
  const listed = await app.call("/api/admin/users");
  if (!listed.ok) throw new Error(`the app at ${app.url} answered ${listed.status}: ${await listed.text()}`);
  const { users } = adminUsersSchema.parse(await listed.json());
  const user = users.find((each) => each.email?.toLowerCase() === email!.toLowerCase());
  if (!user) {
    process.stderr.write(`tradewire: no user with the e-mail ${email} (they appear after their first sign-in)\n`);
    process.exit(1);
  }
  const answer = await app.call(`/api/admin/users/${user.user_id}/plan`, { method: "PUT", body: JSON.stringify({ plan }) });
  if (!answer.ok) throw new Error(`the app at ${app.url} answered ${answer.status}: ${await answer.text()}`);
  currentUserSchema.parse(await answer.json());
  process.stdout.write(`${email} is now on the ${plan} plan (through the app at ${app.url})\n`);
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
