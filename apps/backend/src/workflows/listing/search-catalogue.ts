import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import type { CatalogueSearch } from "../../lib/listing/search-catalogue"
import { searchCatalogueStep } from "./steps/search-catalogue"

/**
 * The listing's search of the catalogue (its index, its typo tolerance) for v1's products `q` and
 * `POST /v1/store/products/search`, which the v1 plugin runs by this id: a page of tea ids, most relevant first.
 */
export const searchCatalogueWorkflow = createWorkflow("leafline-search-catalogue", (criteria: CatalogueSearch) => {
  return new WorkflowResponse(searchCatalogueStep(criteria))
})
