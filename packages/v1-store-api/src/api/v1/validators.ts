import { z } from "@medusajs/framework/zod"

/** A parameter given once or repeated (`id=a&id=b`, `id[]=a`): always a list. */
export const oneOrMany = z.union([z.string(), z.array(z.string())]).transform((value) => [value].flat())

export const v1Limit = (fallback: number) => z.coerce.number().int().min(0).default(fallback)
export const v1Offset = z.coerce.number().int().min(0).default(0)
