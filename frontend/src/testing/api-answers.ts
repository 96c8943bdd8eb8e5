import type { CurrentUser } from "@tradewire/core";

/** An API answer as the server sends it: JSON with its content type. */
export const jsonResponse = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** The signed-in user's profile on a plan (GET /api/users/me); an admin with role "admin". */
export const userProfile = (plan: string, role: CurrentUser["user_role"] = "user"): CurrentUser => ({
  user_id: "1",
  email: "t@x.co",
  name: "T",
  user_role: role,
  plan,
  created_at: "",
  updated_at: "",
});
