import type { ExecArgs } from "@medusajs/framework/types"
import { seedCatalogue } from "./seed/seed-catalogue"

/** `npm run seed -w apps/backend`: the tea catalogue, idempotent (see seed/seed-catalogue.ts). */
export default async function seed({ container }: ExecArgs) {
  await seedCatalogue(container)
}
