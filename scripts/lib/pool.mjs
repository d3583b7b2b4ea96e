/**
 * Runs `task` on each item with at most `concurrency` under way at once (a new one starts as one ends, like
 * shoppers arriving); resolves with their answers in the items' order. A task must not throw. Shared by the
 * bench and the tests (TypeScript reads its types from pool.d.mts).
 */
export async function inPool(items, concurrency, task) {
  const answers = new Array(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      answers[index] = await task(items[index])
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker))
  return answers
}
