import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { AdminProductType, DetailWidgetProps } from "@medusajs/framework/types"
import { Container, Heading, Label, Switch, Text, toast } from "@medusajs/ui"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { sdk } from "../lib/sdk"

/** Whether the storefront features this product type (metadata.is_featured), as a switch. */
const ProductTypeFeaturedWidget = ({ data: productType }: DetailWidgetProps<AdminProductType>) => {
  const queryClient = useQueryClient()
  const save = useMutation({
    mutationFn: (isFeatured: boolean) =>
      sdk.admin.productType.update(productType.id, { metadata: { is_featured: isFeatured } }),
    onSuccess: (_, isFeatured) => {
      // The dashboard's own product type queries, so the page (and its metadata section) refresh.
      queryClient.invalidateQueries({ queryKey: ["product_types"] })
      toast.success(isFeatured ? "Featured in the storefront" : "No longer featured")
    },
    onError: (error: Error) => toast.error(error.message),
  })
  const featured = save.isPending ? save.variables : productType.metadata?.is_featured === true

  return (
    <Container className="flex items-center justify-between gap-4 px-6 py-4">
      <div>
        <Heading level="h2">Featured</Heading>
        <Text size="small" className="text-ui-fg-subtle">
          Featured types are shown on the storefront's home page.
        </Text>
      </div>
      <div className="flex items-center gap-2">
        <Switch
          id="product-type-featured"
          checked={featured}
          disabled={save.isPending}
          onCheckedChange={(checked) => save.mutate(checked)}
        />
        <Label htmlFor="product-type-featured">{featured ? "Featured" : "Not featured"}</Label>
      </div>
    </Container>
  )
}

export const config = defineWidgetConfig({ zone: "product_type.details.after" })

export default ProductTypeFeaturedWidget
