import { pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";

/** Newsletter sign-ups kept when no `NEWSLETTER_URL` is set; one row per address (stored lower-cased). */
export const newsletterSubscribers = pgTable("newsletter_subscribers", {
  id: id(),
  email: text("email").notNull().unique(),
  createdAt: createdAt(),
});
