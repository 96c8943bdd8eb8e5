import { reportSchema, type Report } from "@tradewire/core";
import type { ReportRow } from "../repositories/reports";

/**
 * A stored report as the wire carries it (spec section 3). The payload was built to this shape, but it
 * is parsed rather than trusted: a report stored before a schema change must not reach the UI half-formed.
 */
export function presentReport(row: ReportRow): Report {
  return reportSchema.parse(row.payload);
}
