export { alignPerformance, type AlignedPerformance, type AlignedSeries, type DailyBar, type PerformanceInput } from "./align-performance";
export { bigFiveBanks } from "./big-five-banks";
export { g10IndexOf, g10Indices, type G10Region } from "./g10-indices";
export { rangeStartOf } from "./range-start";
