import { defineSearchIndex } from "@medusajs/framework/utils"
import { listingIndex } from "../lib/listing/listing-index"

/** The tea listing's search index, declared to Medusa (which loads every file here): see lib/listing/listing-index.ts. */
export default defineSearchIndex(listingIndex)
