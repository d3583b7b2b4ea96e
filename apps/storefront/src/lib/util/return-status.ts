/** What a customer reads as a return's state, from Medusa's return status. */
export function returnStatusLabel(status: string): string {
  switch (status) {
    case "requested":
    case "open":
      return "Requested"
    case "received":
      return "Received"
    case "partially_received":
      return "Partly received"
    case "canceled":
      return "Cancelled"
    default:
      return "Requested"
  }
}
