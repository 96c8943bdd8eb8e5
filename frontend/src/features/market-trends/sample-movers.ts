import type { MoverRow } from "./movers-table";

// Spec section 2: free users see a hard-coded sample table. Its rows are invented instruments, named so that no one
// takes them for a listing: a real ticker beside a made-up price would contradict the real price on the same screen.
// "EX-" symbols cannot be listed tickers (no exchange uses the dash that way), and every name says "Example".

export const sampleMovers: readonly MoverRow[] = [
  { ticker: "EX-CHIP", company: "Example Chipmaker", price: 100, change_percent: 4.3, story: { title: "Example: export curbs widen to chip sales" } },
  { ticker: "EX-AUTO", company: "Example Carmaker", price: 50, change_percent: -3.1, story: { title: "Example: new tariffs weighed on imported cars" } },
  { ticker: "EX-OIL", company: "Example Oil Producer", price: 80, change_percent: 2.9, story: { title: "Example: oil jumps as a shipping lane slows" } },
  { ticker: "EX-AIR", company: "Example Planemaker", price: 120, change_percent: -2.5, story: { title: "Example: deliveries halted amid a trade row" } },
  { ticker: "EX-PHONE", company: "Example Phone Maker", price: 200, change_percent: -1, story: { title: "Example: assembly moves to another country" } },
];
