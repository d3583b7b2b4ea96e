import { describe, expect, it, vi } from "vitest"
import * as lookupInput from "./lookup-input"
import { NO_CUSTOMER_ID, STAND_IN_ORDER, matchingOrder } from "./matching-order"

const guestOrder = { id: "order_1", display_id: 1005, email: "Tea.Lover@example.com", customer_id: "cus_guest" }

describe("the order a lookup's number and email name, from the order with the number or the nearest below it", () => {
  it("is the order with the number placed with the email, however it is cased, and its customer is read", () => {
    expect(matchingOrder(guestOrder, 1005, "tea.lover@example.com")).toEqual({ order: guestOrder, customerIdToRead: "cus_guest" })
  })

  it("is none for a wrong email, and the order's customer is read all the same", () => {
    expect(matchingOrder(guestOrder, 1005, "someone@example.com")).toEqual({ order: null, customerIdToRead: "cus_guest" })
  })

  it("is none for a number no order has, even with the email of the order below it, whose customer is read all the same", () => {
    expect(matchingOrder(guestOrder, 1006, "someone@example.com")).toEqual({ order: null, customerIdToRead: "cus_guest" })
    expect(matchingOrder(guestOrder, 1006, "tea.lover@example.com")).toEqual({ order: null, customerIdToRead: "cus_guest" })
  })

  it("is none when no order is numbered at or below it, the stand-in's email included, and a customer no one is is read", () => {
    expect(matchingOrder(undefined, 3, "tea.lover@example.com")).toEqual({ order: null, customerIdToRead: NO_CUSTOMER_ID })
    expect(matchingOrder(undefined, 3, STAND_IN_ORDER.email!)).toEqual({ order: null, customerIdToRead: NO_CUSTOMER_ID })
  })

  it("reads a customer no one is for an order without one", () => {
    expect(matchingOrder({ ...guestOrder, customer_id: null }, 1005, "someone@example.com").customerIdToRead).toBe(NO_CUSTOMER_ID)
  })

  it("compares the email once whichever order is read, or the stand-in's when none is", () => {
    const compared = vi.spyOn(lookupInput, "placedWithEmail")
    for (const [nearest, orderNumber] of [[guestOrder, 1005], [guestOrder, 1006], [undefined, 3]] as const) {
      compared.mockClear()
      matchingOrder(nearest, orderNumber, "someone@example.com")
      expect(compared.mock.calls).toEqual([[(nearest ?? STAND_IN_ORDER).email, "someone@example.com"]])
    }
    compared.mockRestore()
  })
})
