export * from "./change-password"
