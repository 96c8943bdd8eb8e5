import { useEffect } from "react";
import { onCalendarReleased } from "../../realtime/calendar-released";
import { useAuthStore } from "../../stores/auth-store";
import { useSystemStore } from "../../stores/system-store";
import { useMyTickersStore } from "../news/my-tickers-store";
import { useCalendarStore } from "./calendar-store";
import { alertForRelease } from "./release-alert";

/** A visitor's copy gets no pushes: it is asked again this often, so an actual shows within a minute of being stored. */
export const VISITOR_REFRESH_MS = 60_000;

/** Loads the week for this reader; another reader's copy (a visitor's once a member signs in, or the other way round) goes first. */
function loadFor(member: boolean): void {
  const held = useCalendarStore.getState();
  if (held.status === "loaded" && held.redacted === member) held.reset();
  void useCalendarStore.getState().load();
}

/**
 * Keeps a member's week by `calendar.released` pushes, and asks for it again when the socket is back after a drop (a
 * release pushed meanwhile was missed); returns the function that stops both.
 */
function followReleases(): () => void {
  const unfollow = useCalendarStore.getState().follow();
  let dropped = false;
  const unsubscribe = useSystemStore.subscribe(({ connected }, previous) => {
    if (!connected && previous.connected) dropped = true;
    if (connected && !previous.connected && dropped) {
      dropped = false;
      void useCalendarStore.getState().load();
    }
  });
  return () => {
    unfollow();
    unsubscribe();
  };
}

/**
 * The /calendar page's week for whoever reads it (a visitor's copy is today's high events, asked again every minute),
 * again when sign-in changes; a member's is kept by pushes, with their own tickers for the My tickers filter.
 */
export function useCalendar(): void {
  const authStatus = useAuthStore((s) => s.status);
  useEffect(() => {
    if (authStatus === "loading") return;
    loadFor(authStatus === "authenticated");
    if (authStatus !== "authenticated") {
      const timer = setInterval(() => void useCalendarStore.getState().load(), VISITOR_REFRESH_MS);
      return () => clearInterval(timer);
    }
    const myTickers = useMyTickersStore.getState();
    if (myTickers.status !== "loaded" && myTickers.status !== "loading") void myTickers.load();
    return followReleases();
  }, [authStatus]);
}

/**
 * The releases the feed shows among its stories (members): today's, loaded, then kept by pushes, a high one sounded as
 * a HIGH story is (the tone or the squawk). A visitor holds none.
 */
export function useCalendarReleases(): void {
  const authStatus = useAuthStore((s) => s.status);
  useEffect(() => {
    if (authStatus === "loading") return;
    const calendar = useCalendarStore.getState();
    if (authStatus !== "authenticated") {
      calendar.reset();
      return;
    }
    loadFor(true);
    const stopReleases = followReleases();
    const unsound = onCalendarReleased(alertForRelease);
    return () => {
      stopReleases();
      unsound();
    };
  }, [authStatus]);
}
