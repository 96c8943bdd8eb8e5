import { loadIdentitySecrets } from "@tradewire/backend/identity/identity-secrets";
import { issueAccessToken } from "@tradewire/backend/identity/issue-access-token";
import { readConfigOrExit } from "./read-config";

const email = process.argv[2];
if (!email) {
  process.stderr.write("usage: npm run token -- <email>   (admin@demo.local or trader@demo.local)\n");
  process.exit(2);
}
const config = readConfigOrExit();
try {
  const secrets = await loadIdentitySecrets(config.DATA_DIR);
  process.stdout.write(`${await issueAccessToken(config, secrets, email)}\n`);
} catch (error) {
  process.stderr.write(`tradewire: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(2);
}
