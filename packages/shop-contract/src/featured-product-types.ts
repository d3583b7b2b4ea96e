/**
 * A product type is featured (shown on the home page) when its metadata says `is_featured: true`.
 * Staff writes are validated (the back end's src/api/admin/product-types/middlewares.ts), so the flag is a
 * boolean, or absent, which means not featured. Here because the back end's store routes and the v1
 * plugin's answer it alike.
 */
export const isFeatured = (type: { metadata?: Record<string, unknown> | null }): boolean => type.metadata?.is_featured === true
