export * from "./after-answering"
export * from "./change-password"
