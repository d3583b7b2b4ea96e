import PageLink from "@modules/common/page-link"
import { customerSalesChannel, listCustomerOrders, requireCustomer } from "@lib/data/server/account"
import OrderList from "@modules/account/components/order-list"

export default async function AccountOverviewPage() {
  const { customer, token } = await requireCustomer("/account")
  const [{ orders, count }, channel] = await Promise.all([listCustomerOrders(token, 1), customerSalesChannel(customer)])
  const latest = orders.slice(0, 3)
  return (
    <div className="space-y-8">
      <section aria-labelledby="account-heading">
        <h1 id="account-heading" className="font-serif text-4xl">
          Hello, <span data-testid="customer-name">{[customer.first_name, customer.last_name].filter(Boolean).join(" ") || customer.email}</span>
        </h1>
        <p className="mt-2 text-leaf-800">
          Signed in as <span data-testid="customer-email">{customer.email}</span>
          {channel ? <> · You buy from the {channel.name} range</> : null}
        </p>
      </section>
      <section aria-labelledby="latest-orders">
        <div className="flex items-baseline justify-between gap-4">
          <h2 id="latest-orders" className="font-serif text-2xl">
            Latest orders
          </h2>
          {count > latest.length && (
            <PageLink href="/account/orders" className="font-semibold text-leaf-700 underline">
              All {count} orders
            </PageLink>
          )}
        </div>
        <div className="mt-4">
          {latest.length ? <OrderList orders={latest} /> : <p className="text-leaf-800">No orders yet. <PageLink href="/teas" className="font-semibold text-leaf-700 underline">Find a tea</PageLink> to start.</p>}
        </div>
      </section>
      <section aria-label="More of your account" className="grid gap-4 sm:grid-cols-3">
        {[
          { href: "/account/addresses", title: "Addresses", text: "Where your teas go." },
          { href: "/account/profile", title: "Profile", text: "Your name, phone and password." },
          { href: "/favourites", title: "Favourites", text: "The teas you keep an eye on." },
        ].map((card) => (
          <PageLink key={card.href} href={card.href} className="rounded-2xl bg-white p-5 ring-1 ring-leaf-100 hover:ring-leaf-300">
            <span className="font-serif text-xl">{card.title}</span>
            <span className="mt-1 block text-sm text-leaf-800">{card.text}</span>
          </PageLink>
        ))}
      </section>
    </div>
  )
}
