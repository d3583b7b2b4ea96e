import { createElement } from "react"
import { renderToString } from "react-dom/server"
import { describe, expect, it } from "vitest"
import { useCart } from "./cart-context"
import { useStoreClient } from "./store-client-context"

function renderWithout(hook: () => unknown) {
  const Component = () => {
    hook()
    return null
  }
  return () => renderToString(createElement(Component))
}

describe("hooks outside their providers", () => {
  it("say which provider is missing (spec section 8)", () => {
    expect(renderWithout(useCart)).toThrow("useCart must be used within a CartProvider")
    expect(renderWithout(useStoreClient)).toThrow("useStoreClient must be used within a StoreClientProvider")
  })
})
