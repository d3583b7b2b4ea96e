import { defineMiddlewares } from "@medusajs/framework/http"

// Each area keeps its routes' validators and middlewares beside its routes; this file only joins them.
export default defineMiddlewares({
  routes: [],
})
