import { plans, type Plan } from "@tradewire/core/wire-constants";
import { openDatabase, setUserPlan } from "@tradewire/db";
import { readConfigOrExit } from "./read-config";

const [email, plan] = process.argv.slice(2);
if (!email || !plans.includes(plan as Plan)) {
  process.stderr.write(`usage: npm run plan -- <email> <${plans.join("|")}>\n`);
  process.exit(2);
}
const config = readConfigOrExit();
// The configured database, embedded (DATA_DIR) or PostgreSQL (DATABASE_URL); the embedded one must not be open in a running app.
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
await database.migrate();
try {
  if (!(await setUserPlan(database.db, email, plan as Plan))) {
    process.stderr.write(`tradewire: no user with the e-mail ${email} (they appear after their first sign-in)\n`);
    process.exitCode = 1;
  } else process.stdout.write(`${email} is now on the ${plan} plan\n`);
} finally {
  await database.close();
}
