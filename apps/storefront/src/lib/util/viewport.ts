/** Spec section 9: the mobile menu closes at 1024 px or wider. */
export const DESKTOP_MENU_MIN_WIDTH = 1024
export const RESIZE_DEBOUNCE_MS = 200

export function menuClosesAt(width: number): boolean {
  return width >= DESKTOP_MENU_MIN_WIDTH
}
