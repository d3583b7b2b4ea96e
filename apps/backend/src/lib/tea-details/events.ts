/** Emitted by update-tea-details with `{ id }` of each tea whose house, attributes or rating were set. */
export const TEA_DETAILS_UPDATED = "tea.details.updated"
