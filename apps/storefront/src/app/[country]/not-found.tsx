import NotFoundMessage from "@modules/common/not-found-message"

export default function NotFound() {
  return <NotFoundMessage />
}
