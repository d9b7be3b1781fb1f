// Runs an async task over items with at most `concurrency` in flight; resolves when all are done
// and rejects with the first error (after the tasks in flight settle).
export async function inPool(items, concurrency, task) {
  let next = 0;
  let failure;
  const worker = async () => {
    while (failure === undefined && next < items.length) {
      const item = items[next];
      next += 1;
      try {
        await task(item);
      } catch (error) {
        failure ??= error;
      }
    }
  };
  await Promise.all(
    Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, worker),
  );
  if (failure !== undefined) throw failure;
}

/** What `withDeadline` rejects with when the work did not settle in time. */
export class Stalled extends Error {}

/**
 * The work's result, or a rejection with `Stalled` once `ms` have passed without one. The work
 * itself cannot be stopped: it goes on, and whatever it settles with later is ignored (not an
 * unhandled rejection when the browser it waits on is closed).
 */
export function withDeadline(work, ms, what = 'work') {
  let timer;
  const deadline = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Stalled(`${what}: no answer in ${ms / 1000} s`)), ms);
  });
  work.catch(() => {});
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}
