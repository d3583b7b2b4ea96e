import { describe, expect, it } from "vitest"
import { toV1Collection, toV1ProductCategory, toV1ProductTag, toV1ReturnReason } from "./catalogue-extra"

const shown = { is_active: true, is_internal: false }

describe("v1 collections and tags", () => {
  it("answer v1's fields only", () => {
    expect(toV1Collection({ id: "pcol_1", title: "Spring", handle: "spring", external_id: "x", products: [{ id: "prod_1" }] })).toEqual({
      id: "pcol_1",
      title: "Spring",
      handle: "spring",
      metadata: null,
      created_at: null,
      updated_at: null,
      deleted_at: null,
    })
    expect(toV1ProductTag({ id: "ptag_1", value: "organic", metadata: { secret: 1 } })).toEqual({ id: "ptag_1", value: "organic", created_at: null, updated_at: null })
  })
})

describe("v1 product categories", () => {
  it("keep only active, public children (at every depth) and parent, ranked", () => {
    const category = toV1ProductCategory({
      id: "pcat_1",
      name: "Teaware",
      ...shown,
      mpath: "pcat_1",
      parent_category: { id: "pcat_0", name: "Hidden", is_active: true, is_internal: true },
      category_children: [
        { id: "pcat_3", rank: 1, ...shown, category_children: [{ id: "pcat_5", is_active: false, is_internal: false }] },
        { id: "pcat_2", rank: 0, ...shown },
        { id: "pcat_4", rank: 2, is_active: true, is_internal: true },
      ],
    })
    expect(category.parent_category).toBeNull()
    expect(category.category_children.map((child) => child.id)).toEqual(["pcat_2", "pcat_3"])
    expect(category.category_children[1].category_children).toEqual([])
    expect(category).not.toHaveProperty("mpath")
    expect(category).not.toHaveProperty("is_internal")
  })

  it("answer a shown parent with its own fields", () => {
    const category = toV1ProductCategory({ id: "pcat_2", ...shown, parent_category: { id: "pcat_1", name: "Teaware", handle: "teaware", ...shown } })
    expect(category.parent_category).toMatchObject({ id: "pcat_1", name: "Teaware", handle: "teaware" })
    expect(category.parent_category).not.toHaveProperty("is_active")
  })
})

describe("v1 return reasons", () => {
  it("carry their parent and children", () => {
    const reason = toV1ReturnReason({
      id: "rr_1",
      value: "damaged",
      label: "Damaged",
      metadata: { internal: true },
      return_reason_children: [{ id: "rr_2", value: "tin", label: "Dented tin" }, null],
    })
    expect(reason).toMatchObject({ id: "rr_1", value: "damaged", label: "Damaged", parent_return_reason: null })
    expect(reason).not.toHaveProperty("metadata")
    expect(reason.return_reason_children).toEqual([expect.objectContaining({ id: "rr_2", label: "Dented tin" })])
  })
})
