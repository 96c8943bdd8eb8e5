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

/**
 * A shared watch (above) that loads now and every `everyMs`, and follows pushes in between (`follow` gets the reload
 * and answers its unfollow); leaving stops the timer, the pushes and any load under way.
 */
export function refreshWhileWatched(
  load: (signal: AbortSignal) => void,
  everyMs: number,
  follow: (reload: () => void) => () => void,
): () => () => void {
  return sharedWatch(() => {
    const controller = new AbortController();
    const reload = () => load(controller.signal);
    reload();
    const timer = setInterval(reload, everyMs);
    const unfollow = follow(reload);
    return () => {
      controller.abort();
      clearInterval(timer);
      unfollow();
    };
  });
}
