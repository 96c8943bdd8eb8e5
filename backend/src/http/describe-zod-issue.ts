import type { ZodError } from "zod";

/** "body.email: Invalid email address" — the first issue, naming the field. */
export function describeZodIssue(error: ZodError, where?: string): string {
  const issue = error.issues[0];
  if (!issue) return "Invalid input";
  const path = [where, ...issue.path.map(String)].filter(Boolean).join(".");
  return path ? `${path}: ${issue.message}` : issue.message;
}
