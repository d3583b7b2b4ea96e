import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { type CatalogueSearch, searchCatalogue } from "../../../lib/listing/search-catalogue"

/** The ids of the teas matching the search, most relevant first, and how many match (lib/listing/search-catalogue.ts). */
export const searchCatalogueStep = createStep("search-catalogue", async (criteria: CatalogueSearch, { container }) => {
  return new StepResponse(await searchCatalogue(container, criteria))
})
