import { newsletterSubscribedSchema } from "@tradewire/core/schemas/billing";
import { apiRequest } from "../../api/client";

/** Signs an address up; `website` is the honeypot, empty unless a bot filled it. */
export const subscribeToNewsletter = (email: string, website: string) =>
  apiRequest("/api/newsletter/subscribe", { method: "POST", body: { email, website }, schema: newsletterSubscribedSchema });
