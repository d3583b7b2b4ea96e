export default function LeafLogo({ className = "h-7 w-7" }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className}>
      <path d="M27 5C14 5 6 11 6 21c0 2 .4 3.7 1 5 2-6 7-11 14-14-6 4-10 9-12 15 1.5.6 3 1 5 1 10 0 13-10 13-23z" fill="currentColor" />
    </svg>
  )
}
