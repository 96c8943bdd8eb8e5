import { readFileSync } from "node:fs";

/** One of the Bot API's answers as recorded (fixtures/telegram, copied from the shared fixtures), as text. */
export const telegramFixture = (name: string): string => readFileSync(new URL(`./fixtures/telegram/${name}`, import.meta.url), "utf8");
