import type { Database } from "@tradewire/db";
import { sql } from "drizzle-orm";

/** One table as a snapshot sees it: its row count and an md5 of its rows in key order. */
export interface TableState {
  rows: number;
  md5: string;
}
export type DatabaseSnapshot = ReadonlyMap<string, TableState>;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

const tablesByDatabase = new WeakMap<Database, Promise<Map<string, string[]>>>();

/**
 * Every table of the public schema with its primary key's columns, read from the catalog so new tables count too;
 * once per database (the migrations made them all), as information_schema's views cost PostgreSQL more than the
 * snapshot itself.
 */
function tablesWithKeys(db: Database): Promise<Map<string, string[]>> {
  let tables = tablesByDatabase.get(db);
  if (!tables) tablesByDatabase.set(db, (tables = readTablesWithKeys(db)));
  return tables;
}

async function readTablesWithKeys(db: Database): Promise<Map<string, string[]>> {
  const rows = rowsOf<{ table_name: string; column_name: string | null }>(
    await db.execute(sql`
      select t.table_name, k.column_name
      from information_schema.tables t
      left join information_schema.table_constraints c
        on c.table_schema = t.table_schema and c.table_name = t.table_name and c.constraint_type = 'PRIMARY KEY'
      left join information_schema.key_column_usage k
        on k.constraint_schema = c.constraint_schema and k.constraint_name = c.constraint_name and k.table_name = c.table_name
      where t.table_schema = 'public' and t.table_type = 'BASE TABLE'
      order by t.table_name, k.ordinal_position`),
  );
  const tables = new Map<string, string[]>();
  for (const { table_name, column_name } of rows) {
    const keys = tables.get(table_name) ?? [];
    if (column_name) keys.push(column_name);
    tables.set(table_name, keys);
  }
  return tables;
}

/**
 * Every table's row count and the md5 of its rows (as text, ordered by the primary key, or by the whole
 * row without one), in one query: what "the database is unchanged" means to a test.
 */
export async function snapshotDatabase(db: Database): Promise<DatabaseSnapshot> {
  const tables = await tablesWithKeys(db);
  const parts = [...tables].map(([table, keys]) => {
    const order = keys.length ? keys.map((key) => `r.${quoted(key)}`).join(", ") : "r::text";
    return `select '${table.replaceAll("'", "''")}' as name, count(*)::int as rows, coalesce(md5(string_agg(r::text, E'\\n' order by ${order})), '') as md5 from public.${quoted(table)} r`;
  });
  const rows = rowsOf<{ name: string; rows: number; md5: string }>(await db.execute(sql.raw(parts.join("\nunion all\n"))));
  return new Map(rows.map(({ name, rows: count, md5 }) => [name, { rows: Number(count), md5 }]));
}

/** The tables whose rows differ between two snapshots, as "table: 3 -> 4 rows" lines; empty when none do. */
export function snapshotChanges(before: DatabaseSnapshot, after: DatabaseSnapshot): string[] {
  const names = [...new Set([...before.keys(), ...after.keys()])].sort();
  return names.flatMap((name) => {
    const was = before.get(name);
    const now = after.get(name);
    if (was && now && was.rows === now.rows && was.md5 === now.md5) return [];
    return [`${name}: ${was?.rows ?? "absent"} -> ${now?.rows ?? "absent"} rows${was?.rows === now?.rows ? " (contents changed)" : ""}`];
  });
}
