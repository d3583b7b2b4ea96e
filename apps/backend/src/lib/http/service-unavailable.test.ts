import { describe, expect, it } from "vitest"
import { isServiceUnavailable } from "./service-unavailable"

describe("an error that says the database or Redis cannot be reached", () => {
  it.each([
    ["knex's pool wait", Object.assign(new Error("Knex: Timeout acquiring a connection. The pool is probably full. Are you missing a .transacting(trx) call?"), { name: "KnexTimeoutError" })],
    ["a query cut off by a restart", Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" })],
    ["the server starting up", Object.assign(new Error("the database system is starting up"), { code: "57P03" })],
    ["a refused connection", Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" })],
    ["pg's dropped connection", new Error("Connection terminated unexpectedly")],
    ["a query on a transaction a restart ended", new Error("Transaction query already complete, run with DEBUG=knex:tx for more info")],
    ["a pooled client the restart broke", new Error("insert into \"customer\" ... - Client has encountered a connection error and is not queryable")],
    ["ioredis giving up", Object.assign(new Error("Reached the max retries per request limit (which is 20)."), { name: "MaxRetriesPerRequestError" })],
    ["one wrapped by the ORM", Object.assign(new Error("select ... - Connection terminated"), { previous: Object.assign(new Error("x"), { code: "08006" }) })],
    ["one wrapped as a cause", new Error("failed", { cause: Object.assign(new Error("y"), { code: "57P01" }) })],
  ])("%s", (_, error) => {
    expect(isServiceUnavailable(error)).toBe(true)
  })

  it.each([
    ["a unique violation", Object.assign(new Error("duplicate key value violates unique constraint"), { code: "23505" })],
    ["a bad request", new Error("Cart is already completed")],
    ["nothing", undefined],
    ["a string", "Connection terminated"],
  ])("not %s", (_, error) => {
    expect(isServiceUnavailable(error)).toBe(false)
  })
})
