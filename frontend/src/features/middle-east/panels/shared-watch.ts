/**
 * Runs `start` while at least one watcher is there and stops it when the last leaves, so a panel shown
 * twice (the desktop panel and the phone's bar are both mounted, one hidden) polls once.
 */
export function sharedWatch(start: () => () => void): () => () => void {
  let watchers = 0;
  let stop: (() => void) | undefined;
  return () => {
    watchers += 1;
    if (watchers === 1) stop = start();
    let left = false;
    return () => {
      if (left) return;
      left = true;
      watchers -= 1;
      if (watchers === 0) {
        stop?.();
        stop = undefined;
      }
    };
  };
}
