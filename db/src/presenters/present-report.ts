import { reportSchema, type Report } from "@tradewire/core";
import { lacksPriceData } from "@tradewire/core/domain/report/index";
import type { ReportRow } from "../repositories/reports";

/**
 * A stored report as the wire carries it (spec section 3). The payload was built to this shape, but it
 * is parsed rather than trusted: a report stored before a schema change must not reach the UI half-formed.
 * One stored before `noPriceData` existed gets it from its rows, so every answer says whether prices exist.
 */
export function presentReport(row: ReportRow): Report {
  const report = reportSchema.parse(row.payload);
  return { ...report, noPriceData: report.noPriceData ?? [lacksPriceData(report.stockSection.rows)] };
}
