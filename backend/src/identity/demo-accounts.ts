import { timingSafeEqual } from "node:crypto";
import type { UserRole } from "@tradewire/core";

export interface DemoAccount {
  email: string;
  name: string;
  role: UserRole;
}

/** The built-in provider's accounts (embedded mode); the sign-in page lists them. */
export const demoAccounts: readonly DemoAccount[] = [
  { email: "admin@demo.local", name: "Demo Admin", role: "admin" },
  { email: "trader@demo.local", name: "Demo Trader", role: "user" },
];

export const DEMO_PASSWORD = "demo";

export const findDemoAccount = (email: string) => demoAccounts.find((account) => account.email === email.toLowerCase());

export function checkDemoCredentials(email: string, password: string): DemoAccount | undefined {
  const account = findDemoAccount(email);
  const given = Buffer.from(password);
  const expected = Buffer.from(DEMO_PASSWORD);
  const matches = given.length === expected.length && timingSafeEqual(given, expected);
  return account && matches ? account : undefined;
}
