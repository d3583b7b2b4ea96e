// Medusa v1 had no store route for sales channels; the spec's client reads ours, which already answers
// v1's way (`{ sales_channels: [{ id, name }] }`, the publishable key's channels, the default first).
export { GET } from "../../../store/sales-channels/route"
