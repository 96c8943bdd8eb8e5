/**
 * A poll that turns true once `read()` differs from its first reading with no request in `loads` between the two
 * readings: a change that came by push. A load in between (the page's own periodic refresh, which a slow run can
 * reach) starts the reading again from what it shows then.
 */
export function changedByPush<T>(read: () => Promise<T[]>, loads: readonly unknown[]): () => Promise<boolean> {
  let before: T[] | undefined;
  let loadsBefore = loads.length;
  return async () => {
    const shown = await read();
    if (before === undefined || loads.length !== loadsBefore) {
      [before, loadsBefore] = [shown, loads.length];
      return false;
    }
    return shown.some((value, index) => value !== before![index]);
  };
}
