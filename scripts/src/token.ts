import { readIdentitySecrets } from "@tradewire/backend/identity/identity-secrets";
import { issueAccessToken } from "@tradewire/backend/identity/issue-access-token";
import { readConfigOrExit } from "./read-config";

const email = process.argv[2];
if (!email) {
  process.stderr.write("usage: npm run token -- <email>   (admin@demo.local or trader@demo.local)\n");
  process.exit(2);
}
const config = readConfigOrExit();
try {
  // The running app's keys, never new ones: a token signed by keys the app does not hold is refused, and a command
  // must not leave a data folder of its own behind.
  const secrets = readIdentitySecrets(config.DATA_DIR);
  if (!secrets) throw new Error(`no identity keys in DATA_DIR ${config.DATA_DIR}: set DATA_DIR (and PORT or PUBLIC_URL) as the running app has them, in the environment or .env`);
  process.stdout.write(`${await issueAccessToken(config, secrets, email)}\n`);
  // Beside the token, not in it ($(npm run --silent token -- ...) takes standard output): whom it is for.
  process.stderr.write(`tradewire: signed for the issuer ${config.oidcIssuer} with the keys in ${config.DATA_DIR}\n`);
} catch (error) {
  process.stderr.write(`tradewire: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(2);
}
