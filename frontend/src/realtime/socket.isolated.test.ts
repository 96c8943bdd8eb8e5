import type { User, UserManager } from "oidc-client-ts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useAuthStore } from "../stores/auth-store";
import { startRealtime } from "./socket";

/**
 * The socket library's client stands in here for a connection: what the page does with it (which token a
 * handshake carries, when it reconnects) is what is checked. The server side of an expiring token is
 * tested against a real server in backend/src/realtime/socket-server.test.ts.
 */
const connection = vi.hoisted(() => {
  const handlers = new Map<string, (payload?: unknown) => void>();
  const handshakes: Record<string, unknown>[] = [];
  let auth: ((send: (data: Record<string, unknown>) => void) => void) | undefined;
  const socket = {
    active: false,
    on(event: string, handler: (payload?: unknown) => void) {
      handlers.set(event, handler);
      return socket;
    },
    connect() {
      socket.active = true;
      auth?.((data) => handshakes.push(data));
      return socket;
    },
    disconnect() {
      socket.active = false;
      return socket;
    },
  };
  return {
    handshakes,
    /** The server says something to the page. */
    say: (event: string, payload?: unknown) => handlers.get(event)?.(payload),
    /** The server refuses the handshake or ends the connection: the library stops trying, as it does then. */
    end: (event: "connect_error" | "disconnect", payload: unknown) => {
      socket.active = false;
      handlers.get(event)?.(payload);
    },
    io: (options: { auth: typeof auth }) => {
      auth = options.auth;
      return socket;
    },
  };
});
vi.mock("socket.io-client", () => ({ io: connection.io }));

const signedIn = (token: string) => ({ access_token: token, profile: { sub: "trader@demo.local" }, expired: false }) as unknown as User;

const handshakesSettled = () => vi.waitFor(() => expect(connection.handshakes.length).toBeGreaterThan(0));

describe("the realtime connection of a signed-in page", () => {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    connection.handshakes.length = 0;
    useAuthStore.setState(useAuthStore.getInitialState());
  });

  const start = async (manager: Partial<UserManager>) => {
    useAuthStore.setState({ status: "authenticated", user: signedIn("token-1"), manager: manager as UserManager });
    stop = startRealtime();
    await handshakesSettled();
    expect(connection.handshakes).toEqual([{ token: "token-1" }]);
  };

  it("renews its token when the server says the session expired, and reconnects with the new one", async () => {
    const signinSilent = vi.fn(async () => signedIn("token-2"));
    await start({ signinSilent } as Partial<UserManager>);

    connection.say("session.expired", { expired_at: "2026-11-22T10:00:00.000Z" });
    await vi.waitFor(() => expect(connection.handshakes).toEqual([{ token: "token-1" }, { token: "token-2" }]));
    expect(signinSilent).toHaveBeenCalledTimes(1);
  });

  it("reconnects with a token the automatic renewal brought, before the old one expires", async () => {
    await start({});
    useAuthStore.setState({ user: signedIn("token-2") });
    expect(connection.handshakes).toEqual([{ token: "token-1" }, { token: "token-2" }]);
  });

  it("signs out and stays a visitor when the renewal fails", async () => {
    const removeUser = vi.fn(async () => {});
    await start({ signinSilent: async () => Promise.reject(new Error("login_required")), removeUser } as Partial<UserManager>);

    connection.say("session.expired", { expired_at: "2026-11-22T10:00:00.000Z" });
    await vi.waitFor(() => expect(useAuthStore.getState().status).toBe("anonymous"));
    expect(useAuthStore.getState().notice).toBe("Your session has expired. Please log in again.");
    expect(connection.handshakes).toEqual([{ token: "token-1" }, {}]);
  });

  it("retries a handshake the server refused, and reconnects after the server disconnected it", async () => {
    await start({});
    // Refused while the server could not check the token: the library gives up, the page tries again.
    connection.end("connect_error", new Error("Sign-in could not be checked"));
    await vi.waitFor(() => expect(connection.handshakes).toEqual([{ token: "token-1" }, { token: "token-1" }]), { timeout: 3_000 });
    connection.say("connect");
    connection.end("disconnect", "io server disconnect");
    await vi.waitFor(() => expect(connection.handshakes).toHaveLength(3), { timeout: 3_000 });
  });
});
