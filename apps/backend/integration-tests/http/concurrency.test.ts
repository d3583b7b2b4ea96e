import pg from "pg"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { admin } from "../admin"
import { cartWithATea } from "../carts"
import { call } from "../shoppers"
import { stack } from "../stack"

let db: pg.Client

beforeAll(async () => {
  db = new pg.Client({ connectionString: stack().databaseUrl })
  await db.connect()
})

afterAll(() => db?.end())

/** The product ids of two teas that are not used by other tests' edits. */
async function teas(count: number): Promise<string[]> {
  const { body } = await call("GET", `/store/products?limit=${count}&offset=20&fields=id&order=handle`)
  return body.products.map((product: { id: string }) => product.id)
}

const liveRecords = async (table: "tea_rating" | "tea_attributes", productId: string) =>
  (await db.query(`select id from ${table} where product_id = $1 and deleted_at is null`, [productId])).rowCount

describe("requests at the same moment", () => {
  it("five payment-collection requests for one cart all get the one collection", async () => {
    const cart = await cartWithATea()
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => call("POST", "/store/payment-collections", { body: { cart_id: cart.id } })),
    )
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200])
    const ids = new Set(answers.map((answer) => answer.body.payment_collection.id))
    expect(ids.size).toBe(1)
  })

  it("five payment sessions started for one cart at once, through v2 and v1 together, leave the cart one session", async () => {
    const cart = await cartWithATea()
    const collection = (await call("POST", "/store/payment-collections", { body: { cart_id: cart.id } })).body.payment_collection
    const v2Start = () => call("POST", `/store/payment-collections/${collection.id}/payment-sessions`, { body: { provider_id: "pp_system_default" } })
    const v1Start = () => call("POST", `/v1/store/carts/${cart.id}/payment-session`, { body: { provider_id: "pp_system_default" } })
    const answers = await Promise.all([v2Start(), v1Start(), v2Start(), v2Start(), v1Start()])
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200])
    const { rows } = await db.query(
      `select count(*)::int as n from payment_session where payment_collection_id = $1 and deleted_at is null`,
      [collection.id],
    )
    expect(rows[0].n).toBe(1)
  })

  it("ten tea-details writes for one tea leave one rating and one attributes record, and the tea editable", async () => {
    const [productId] = await teas(1)
    const { body: before } = await admin("GET", `/admin/products/${productId}/tea-details`)
    const { id: _a, product_id: _p, created_at: _c, updated_at: _u, deleted_at: _d, ...attributes } = before.tea_details.tea_attributes
    const writes = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        admin("POST", `/admin/products/${productId}/tea-details`, {
          rating: { average: 4, count: 100 + i },
          tea_attributes: { ...attributes, brew_temp_c: 80 + i },
        }),
      ),
    )
    expect(writes.map((write) => write.status)).toEqual(Array(10).fill(200))
    expect(await liveRecords("tea_rating", productId)).toBe(1)
    expect(await liveRecords("tea_attributes", productId)).toBe(1)

    const edited = await admin("POST", `/admin/products/${productId}/tea-details`, { rating: { average: 3.5, count: 7 } })
    expect(edited.status).toBe(200)
    expect(edited.body.tea_details.rating).toMatchObject({ average: 3.5, count: 7 })
    await admin("POST", `/admin/products/${productId}/tea-details`, { rating: before.tea_details.rating, tea_attributes: attributes })
  })

  it("the database itself refuses a second rating for a tea", async () => {
    const [productId] = await teas(1)
    await expect(
      db.query(`insert into tea_rating (id, product_id, average, count) values ('tearate_second', $1, 1, 1)`, [productId]),
    ).rejects.toThrow(/IDX_tea_rating_product_id_unique/)
  })
})

describe("a batch of tea details that fails half-way", () => {
  it("leaves nothing written", async () => {
    const [first, second] = await teas(2)
    const ratingOf = async (id: string) => (await admin("GET", `/admin/products/${id}/tea-details`)).body.tea_details.rating
    const firstBefore = await ratingOf(first)
    // The database refuses the second tea's rating (a failure no validation can foresee), after the
    // first tea's was written.
    await db.query(`
      create or replace function leafline_test_refuse_rating() returns trigger as $$
      begin raise exception 'refused by the test'; end $$ language plpgsql`)
    await db.query(`
      create trigger leafline_test_refuse_rating before update on tea_rating
      for each row when (new.product_id = '${second}') execute function leafline_test_refuse_rating()`)
    try {
      const batch = await admin("POST", "/admin/tea-details/batch", {
        items: [
          { product_id: first, rating: { average: 1.5, count: 1 } },
          { product_id: second, rating: { average: 1.5, count: 1 } },
        ],
      })
      expect(batch.status).toBeGreaterThanOrEqual(400)
      expect(batch.body.message).toBeTruthy()
    } finally {
      await db.query("drop trigger if exists leafline_test_refuse_rating on tea_rating")
      await db.query("drop function if exists leafline_test_refuse_rating()")
    }
    expect(await ratingOf(first)).toMatchObject({ average: firstBefore.average, count: firstBefore.count })
  })
})
