import type { ZodError } from "zod";

/**
 * A 2xx answer whose body does not match the contract: the server and this build disagree. The message
 * follows the spec's 'Data format unexpected' wording and names the first field that differs.
 */
export class ApiFormatError extends Error {
  constructor(
    readonly path: string,
    readonly issues: ZodError["issues"],
  ) {
    const issue = issues[0];
    const where = issue?.path.length ? issue.path.join(".") : "answer";
    super(`Data format unexpected: ${where}: ${issue?.message ?? "does not match"} (${path})`);
    this.name = "ApiFormatError";
  }
}
