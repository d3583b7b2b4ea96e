/**
 * Runs `task(0)` … `task(count - 1)` with at most `concurrency` under way at once (a new one starts as one
 * ends, like shoppers arriving); resolves with their answers in order. A task must not throw.
 */
export async function runPool(count, concurrency, task) {
  const answers = new Array(count)
  let next = 0
  const worker = async () => {
    while (next < count) {
      const index = next++
      answers[index] = await task(index)
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker))
  return answers
}
