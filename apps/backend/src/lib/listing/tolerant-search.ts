import type { MedusaContainer } from "@medusajs/framework/types"
import { correctedText } from "./spelling"
import { listingSnapshot } from "./listing-snapshot"

/**
 * Searches the shopper's words exactly, which the full-text index answers at once; when that finds no tea,
 * searches again with each word the catalogue does not use replaced by its closest word (spelling.ts).
 * Answers what was found and the text that found it.
 */
export async function searchTolerantly<Result>(
  scope: MedusaContainer,
  generation: string,
  text: string,
  search: (text: string) => Promise<Result>,
  found: (result: Result) => boolean,
): Promise<{ result: Result; searchedFor: string }> {
  const exact = await search(text)
  if (found(exact)) return { result: exact, searchedFor: text }
  const corrected = correctedText(text, (await listingSnapshot(scope, generation)).vocabulary)
  return corrected ? { result: await search(corrected), searchedFor: corrected } : { result: exact, searchedFor: text }
}
