import { plans, type Plan } from "@tradewire/core/wire-constants";
import { setUserPlan } from "@tradewire/db";
import { openDatabaseOrExit } from "./open-command-database";
import { readConfigOrExit } from "./read-config";

const [email, plan] = process.argv.slice(2);
if (!email || !plans.includes(plan as Plan)) {
  process.stderr.write(`usage: npm run plan -- <email> <${plans.join("|")}>\n`);
  process.exit(2);
}
const config = readConfigOrExit();
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
