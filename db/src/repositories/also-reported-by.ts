/** Another story of the same event, as "also reported by" links to it. */
export interface OtherReport {
  source: string;
  url: string;
}

/**
 * A story's "also reported by": the other sources of its group, newest first, one link per source (the
 * newest), never the story's own source; a source repeating itself is no second opinion. `siblings` are
 * the group's other stories, newest first.
 */
export function alsoReportedBy(source: string, siblings: readonly OtherReport[]): OtherReport[] {
  const listed = new Set([source]);
  return siblings.flatMap((sibling) => {
    if (listed.has(sibling.source)) return [];
    listed.add(sibling.source);
    return [{ source: sibling.source, url: sibling.url }];
  });
}
