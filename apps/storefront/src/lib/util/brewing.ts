/** "2 min", "1 min 30 s", "45 s" */
export function formatSteepTime(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds))
  const minutes = Math.floor(whole / 60)
  const rest = whole % 60
  if (!minutes) return `${rest} s`
  return rest ? `${minutes} min ${rest} s` : `${minutes} min`
}

/** "85 °C (185 °F)": the shop's readers brew in both. */
export function formatBrewTemperature(celsius: number): string {
  return `${Math.round(celsius)} °C (${Math.round((celsius * 9) / 5 + 32)} °F)`
}

/** "2.5 g", "3 g" */
export function formatGrams(grams: number): string {
  return `${Number(grams.toFixed(1))} g`
}
