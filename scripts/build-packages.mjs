#!/usr/bin/env node
// `npm install` runs it after its patches (the root package.json's postinstall): compiles the workspace packages
// the apps use (scripts/lib/shared-packages.mjs), as `npm start` and `npm test` do again after an edit.
import { buildSharedPackages } from "./lib/shared-packages.mjs"

await buildSharedPackages((line) => console.log(`leafline: ${line}`))
