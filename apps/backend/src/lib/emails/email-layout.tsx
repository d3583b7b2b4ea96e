import { Body, Container, Head, Heading, Hr, Html, Link, Preview, Section, Text } from "@react-email/components"
import type { ReactNode } from "react"

const page = { backgroundColor: "#f6f5f0", fontFamily: "Helvetica, Arial, sans-serif", color: "#1f2a1f" }
const card = { backgroundColor: "#ffffff", margin: "24px auto", padding: "24px", maxWidth: "560px" }

/** The frame every Leafline email shares: a preview line, a heading, the content and the shop's name. */
export function EmailLayout({ preview, heading, children }: { preview: string; heading: string; children: ReactNode }) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={page}>
        <Container style={card}>
          <Heading as="h1" style={{ fontSize: "22px" }}>
            {heading}
          </Heading>
          {children}
          <Hr />
          <Text style={{ fontSize: "12px", color: "#6b6b6b" }}>Leafline, loose-leaf tea from independent tea houses.</Text>
        </Container>
      </Body>
    </Html>
  )
}

/** A link written out in full, so the plain-text body carries the address too. */
export function FullLink({ href }: { href: string }) {
  return <Link href={href}>{href}</Link>
}

/** One line of label and value ("Total: €12.00"), which reads the same as HTML and as plain text. */
export function Line({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Text style={{ margin: "2px 0", fontWeight: strong ? "bold" : "normal" }}>
      {label}: {value}
    </Text>
  )
}

/** The items of a parcel or a return, one "2 × Sencha (50 g)" line each. */
export function ItemCounts({ items }: { items: { quantity: number; name: string }[] }) {
  return (
    <Section>
      {items.map((item, index) => (
        <Text key={index} style={{ margin: "4px 0" }}>
          {item.quantity} × {item.name}
        </Text>
      ))}
    </Section>
  )
}
