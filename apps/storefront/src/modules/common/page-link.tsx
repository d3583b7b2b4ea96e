import Link from "next/link"
import { isNeverKeptPage } from "@lib/routing/never-kept-pages"

/**
 * The shop's link: Next's, never prefetching a page Varnish never keeps (lib/routing/never-kept-pages.ts),
 * so no link to the account, cart, checkout or an order has to remember it. Every storefront link is one
 * of these (an import rule says so).
 */
export default function PageLink(props: React.ComponentProps<typeof Link>) {
  return <Link {...props} prefetch={isNeverKeptPage(props.href) ? false : props.prefetch} />
}
