import { describe, expect, it } from "vitest"
import { accountOwnerId, mayReach } from "./customer-ownership"

const guestCart = { customer_id: null, customer: null }
const guestWithEmail = { customer_id: "cus_guest", customer: { has_account: false } }
const customersCart = { customer_id: "cus_a", customer: { has_account: true } }

describe("customer ownership", () => {
  it("ties a record to its customer only when that customer has an account", () => {
    expect(accountOwnerId(guestCart)).toBeNull()
    expect(accountOwnerId(guestWithEmail)).toBeNull()
    expect(accountOwnerId(customersCart)).toBe("cus_a")
  })

  it("lets anyone reach a guest's record, and only its customer reach a customer's", () => {
    expect(mayReach(guestCart, undefined)).toBe(true)
    expect(mayReach(guestWithEmail, "cus_b")).toBe(true)
    expect(mayReach(customersCart, "cus_a")).toBe(true)
    expect(mayReach(customersCart, "cus_b")).toBe(false)
    expect(mayReach(customersCart, undefined)).toBe(false)
    expect(mayReach(customersCart, "")).toBe(false)
  })
})
