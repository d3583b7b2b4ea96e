/** A Query filter for a text field containing `q` (case-insensitive; `%`, `_` and `\` in it taken literally). */
export const containing = (q: string) => ({ $ilike: `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` })
