import { isTradingTime } from "./trading-calendar";

/** Whether the US regular session is trading: 09:30-16:00 New York time, NYSE holidays closed, 13:00 on its half days. */
export function isUsMarketOpen(now: Date): boolean {
  return isTradingTime(now.getTime());
}
