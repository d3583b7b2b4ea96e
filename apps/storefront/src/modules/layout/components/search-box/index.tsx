import { SearchIcon } from "@modules/common/icons"

/** A plain GET form: search works before (and without) any JavaScript. */
export default function SearchBox({ id, defaultValue = "" }: { id: string; defaultValue?: string }) {
  return (
    <form action="/teas" method="get" role="search" className="relative w-full">
      <label htmlFor={id} className="sr-only">
        Search teas
      </label>
      <input
        id={id}
        name="q"
        type="search"
        defaultValue={defaultValue}
        placeholder="Search teas, origins, flavours…"
        className="h-10 w-full rounded-full border border-leaf-200 bg-white pl-4 pr-11 text-sm placeholder:text-leaf-600/80 focus:border-leaf-600 focus:outline-none"
      />
      <button type="submit" className="absolute right-1 top-1 flex h-8 w-8 items-center justify-center rounded-full text-leaf-700 hover:bg-leaf-100" aria-label="Search">
        <SearchIcon className="h-4 w-4" />
      </button>
    </form>
  )
}
