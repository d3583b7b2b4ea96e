import HomeTemplate from "@modules/home/templates/home"

export default function HomePage() {
  return <HomeTemplate />
}
