import { spawnSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { ROOT } from "./config.mjs"
import { findVarnish, findVarnishProgram, INSTALL_VARNISH, VCL_FILE } from "./varnish.mjs"

const TESTS_DIR = path.join(ROOT, "varnish/tests")
const tests = fs.readdirSync(TESTS_DIR).filter((file) => file.endsWith(".vtc")).sort()

// The VCL's own tests (varnish/tests/*.vtc), run by Varnish's varnishtest against a real varnishd with the
// modules the VCL imports. Without them (a machine with Node alone) they are skipped, saying so in one line;
// under CI=true, where .ci/run installs them, they fail instead.
const installed = findVarnishProgram("varnishtest") !== null && findVarnish() !== null
const required = process.env.CI === "true"
if (!installed && !required) console.log(`Skipped the VCL's tests: no varnishtest with xkey and vsthrottle here (${INSTALL_VARNISH} runs them).`)

describe.runIf(installed || required)("the page cache's VCL (varnishtest)", () => {
  // varnishtest loads the VCL after varnishd has dropped to its own user, which cannot read a clone in a
  // private folder (mktemp -d makes one): the tests include a copy anyone may read.
  const readableDir = fs.mkdtempSync(path.join(os.tmpdir(), "leafline-vcl-"))
  fs.chmodSync(readableDir, 0o755)
  const vclFile = path.join(readableDir, path.basename(VCL_FILE))
  fs.copyFileSync(VCL_FILE, vclFile)
  fs.chmodSync(vclFile, 0o644)
  afterAll(() => fs.rmSync(readableDir, { recursive: true, force: true }))

  it("has varnishtest, and varnishd with the modules the VCL imports, to run its tests with", () => {
    expect(findVarnishProgram("varnishtest"), `varnishtest is missing: ${INSTALL_VARNISH}`).not.toBeNull()
    expect(findVarnish(), `varnishd, or its xkey and vsthrottle modules, are missing: ${INSTALL_VARNISH}`).not.toBeNull()
  })

  for (const test of tests) {
    it(test, () => {
      const varnishtest = findVarnishProgram("varnishtest")
      expect(varnishtest, "varnishtest is missing: apt-get install varnish varnish-modules").not.toBeNull()
      const run = spawnSync(varnishtest, ["-q", "-b", "8M", `-Dleafline_vcl=${vclFile}`, path.join(TESTS_DIR, test)], {
        encoding: "utf8",
        timeout: 60_000,
        // varnishtest finds varnishd on the PATH.
        env: { ...process.env, PATH: `${path.dirname(findVarnishProgram("varnishd") ?? "/usr/sbin/varnishd")}:${process.env.PATH}` },
      })
      const failure = (run.stdout + run.stderr).split("\n").filter((line) => /^(----|#|\*\*\*\* v1 +CLI RX\|)/.test(line)).slice(-25).join("\n")
      expect(run.status, failure).toBe(0)
    }, 60_000)
  }
})
