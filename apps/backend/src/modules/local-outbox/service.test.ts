import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import LocalOutboxNotificationService from "./service"

describe("LocalOutboxNotificationService", () => {
  let dir: string
  beforeEach(() => {
    dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "outbox-")), "outbox")
  })
  afterEach(() => fs.rmSync(path.dirname(dir), { recursive: true, force: true }))

  const send = (service: LocalOutboxNotificationService, to: string) =>
    service.send({
      to,
      channel: "email",
      template: "password-reset",
      data: { reset_url: "http://shop.test/r?token=t" },
      content: { subject: "Reset", text: "Open http://shop.test/r?token=t", html: "<p>x</p>" },
    })

  it("writes each message as one whole JSON file named by its id, and answers that id", async () => {
    const service = new LocalOutboxNotificationService({}, { outbox_dir: dir })
    const { id } = await send(service, "ann@example.com")
    expect(fs.readdirSync(dir).sort()).toEqual([`${id}.html`, `${id}.json`])
    expect(fs.readFileSync(path.join(dir, `${id}.html`), "utf8")).toBe("<p>x</p>")
    const message = JSON.parse(fs.readFileSync(path.join(dir, `${id}.json`), "utf8"))
    expect(message).toEqual({
      id,
      to: "ann@example.com",
      channel: "email",
      template: "password-reset",
      subject: "Reset",
      text: "Open http://shop.test/r?token=t",
      html: "<p>x</p>",
      data: { reset_url: "http://shop.test/r?token=t" },
      created_at: expect.any(String),
    })
    expect(id?.startsWith(message.created_at.replace(/:/g, "-"))).toBe(true)
  })

  it("gives messages sent in the same millisecond distinct names", async () => {
    const service = new LocalOutboxNotificationService({}, { outbox_dir: dir })
    const ids = await Promise.all(Array.from({ length: 20 }, (_, i) => send(service, `n${i}@example.com`)))
    expect(new Set(ids.map(({ id }) => id)).size).toBe(20)
    expect(fs.readdirSync(dir).filter((name) => name.endsWith(".json"))).toHaveLength(20)
  })

  it("names messages so that the file names sort by time", async () => {
    const service = new LocalOutboxNotificationService({}, { outbox_dir: dir })
    for (const to of ["first@example.com", "second@example.com", "third@example.com"]) {
      await send(service, to)
      await new Promise((resolve) => setTimeout(resolve, 5))
    }
    const recipients = fs
      .readdirSync(dir)
      .filter((name) => name.endsWith(".json"))
      .sort()
      .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), "utf8")).to)
    expect(recipients).toEqual(["first@example.com", "second@example.com", "third@example.com"])
  })

  it("refuses a configuration without a folder", () => {
    expect(() => LocalOutboxNotificationService.validateOptions({})).toThrow(/outbox_dir/)
  })
})
