import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { AdminUser } from "@tradewire/core/schemas/admin-users";
import { useAuthStore } from "../../stores/auth-store";
import { useToastStore } from "../../stores/toast-store";
import { jsonResponse, userProfile } from "../../testing/api-answers";
import { Toaster } from "../../ui/toaster";
import { useAdminUsersStore } from "./admin-users-store";
import { UsersPage } from "./users-page";

const fetchMock = vi.fn<typeof fetch>();
const now = Date.parse("2026-11-27T12:00:00Z");

const adminUser = (fields: Partial<AdminUser> & Pick<AdminUser, "user_id">): AdminUser => ({
  email: `user${fields.user_id}@x.co`,
  name: null,
  user_role: "user",
  plan: "free",
  created_at: "2026-03-14T09:00:00Z",
  updated_at: "2026-03-14T09:00:00Z",
  last_seen_at: null,
  alerts: 0,
  channels: 0,
  ...fields,
});

const dana = adminUser({ user_id: "3", email: "dana@x.co", name: "Dana Trader", plan: "free", last_seen_at: "2026-11-27T11:59:30Z", alerts: 4, channels: 2 });
const users = [
  dana,
  adminUser({ user_id: "2", email: "lee@x.co", plan: "premium", last_seen_at: "2026-11-27T09:00:00Z", alerts: 1, channels: 1 }),
  adminUser({ user_id: "1", email: "admin@x.co", name: "Ada Admin", user_role: "admin", plan: "lifetime", created_at: "2025-12-01T09:00:00Z" }),
];

/** Answers the list for a GET, and `put` for a PUT. */
function answer(put: (body: unknown) => Response) {
  fetchMock.mockImplementation(async (input, init) => {
    if (init?.method === "PUT") return put(JSON.parse(String(init.body)));
    return String(input) === "/api/admin/users" ? jsonResponse({ users }) : jsonResponse({ error: "Not Found", message: "Not found" }, 404);
  });
}

beforeEach(() => {
  vi.useFakeTimers({ now, toFake: ["Date"] });
  vi.stubGlobal("fetch", fetchMock);
  useAuthStore.setState({ status: "authenticated", profile: userProfile("lifetime", "admin") });
});

afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  useAdminUsersStore.getState().reset();
  useAuthStore.setState(useAuthStore.getInitialState());
  useToastStore.setState({ current: null });
});

function renderPage() {
  render(
    <>
      <UsersPage />
      <Toaster />
    </>,
  );
}

const rows = async () => within(await screen.findByRole("table", { name: "Users" })).getAllByRole("row").slice(1);
const cells = (row: HTMLElement) => within(row).getAllByRole("cell").map((cell) => cell.textContent);
const planOf = (email: string) => screen.getByRole<HTMLSelectElement>("combobox", { name: `Plan of ${email}` });

describe("UsersPage", () => {
  it("lists every user with email and name, role, plan, sign-up, last seen and counts", async () => {
    answer(() => jsonResponse({}, 500));
    renderPage();
    expect(screen.getByRole("heading", { name: "Users" })).toBeTruthy();
    expect(screen.getByText("Loading...").getAttribute("role")).toBe("status");

    expect((await rows()).map(cells)).toEqual([
      ["dana@x.coDana Trader", "user", "freepremiumlifetime", "14 Mar 2026", "just now", "4", "2"],
      ["lee@x.co", "user", "freepremiumlifetime", "14 Mar 2026", "3 hours ago", "1", "1"],
      ["admin@x.coAda Admin", "admin", "freepremiumlifetime", "01 Dec 2025", "Never", "0", "0"],
    ]);
    expect([planOf("dana@x.co"), planOf("lee@x.co"), planOf("admin@x.co")].map((select) => select.value)).toEqual(["free", "premium", "lifetime"]);
    expect(fetchMock).toHaveBeenCalledWith("/api/admin/users", expect.objectContaining({ method: "GET" }));
  });

  it("saves a plan chosen in a row and shows the plan the server saved", async () => {
    // The server answers the saved profile (CurrentUser), without the list's last-seen time and counts.
    answer((body) =>
      jsonResponse({ ...userProfile((body as { plan: string }).plan), user_id: dana.user_id, email: dana.email, name: dana.name, created_at: dana.created_at }),
    );
    renderPage();
    await rows();

    fireEvent.change(planOf("dana@x.co"), { target: { value: "premium" } });
    // While it saves, the choice shows and cannot be changed again.
    expect(planOf("dana@x.co").value).toBe("premium");
    expect(planOf("dana@x.co").disabled).toBe(true);
    await waitFor(() => expect(planOf("dana@x.co").disabled).toBe(false));

    const put = fetchMock.mock.calls.find(([, init]) => init?.method === "PUT");
    expect(put?.[0]).toBe("/api/admin/users/3/plan");
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ plan: "premium" });
    expect(planOf("dana@x.co").value).toBe("premium");
    // The row keeps its counts and last-seen time.
    const [danaRow] = await rows();
    expect(danaRow && cells(danaRow)).toEqual(["dana@x.coDana Trader", "user", "freepremiumlifetime", "14 Mar 2026", "just now", "4", "2"]);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("puts the plan back and says why in a toast when the server refuses it", async () => {
    answer(() => jsonResponse({ error: "Not Found", message: "No user 3" }, 404));
    renderPage();
    await rows();

    fireEvent.change(planOf("dana@x.co"), { target: { value: "lifetime" } });

    expect(await screen.findByText("Failed to set the plan of dana@x.co: No user 3")).toBeTruthy();
    expect(screen.getByText("Error")).toBeTruthy();
    expect(useToastStore.getState().current?.tone).toBe("destructive");
    expect(planOf("dana@x.co").value).toBe("free");
    expect(planOf("dana@x.co").disabled).toBe(false);
  });

  it("says so when the list fails, and when there is nobody", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ error: "Forbidden", message: "Admin access required" }, 403));
    renderPage();
    expect((await screen.findByRole("alert")).textContent).toBe("Failed to load users: Admin access required");
    cleanup();

    fetchMock.mockResolvedValueOnce(jsonResponse({ users: [] }));
    renderPage();
    expect(await screen.findByText("No users yet.")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("asks a member for admin rights without calling the API", () => {
    useAuthStore.setState({ profile: userProfile("premium") });
    renderPage();
    expect(screen.getByRole("alert").textContent).toBe("Admin rights required");
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
