export * from "./session-token"
export * from "./verified-claims"
