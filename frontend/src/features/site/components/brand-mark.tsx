export function BrandMark({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className={className}>
      <rect width="32" height="32" rx="6" fill="#1c1f24" />
      <path
        d="M6 22c0-7 4-12 10-12h4c3 0 6 2 6 5s-3 5-6 5h-6c-2 0-3 1-3 2"
        fill="none"
        stroke="#ff4d42"
        strokeWidth="3.2"
        strokeLinecap="round"
      />
    </svg>
  );
}
