import { sql } from "drizzle-orm";

/** An array literal of parameters: a constant the planner can match an index with (`tags && array[...]`). */
export const toBigintArray = (values: readonly number[]) => sql`array[${sql.join(values.map((value) => sql`${value}`), sql`, `)}]::bigint[]`;
export const toTextArray = (values: readonly string[]) => sql`array[${sql.join(values.map((value) => sql`${value}`), sql`, `)}]::text[]`;
