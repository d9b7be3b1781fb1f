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
