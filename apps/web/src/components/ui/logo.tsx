export function Logo({ className = 'h-7 w-7' }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className={className}>
      <rect width="32" height="32" rx="7" fill="#1e3a8a" />
      <path d="M9 9h14M9 14h14M9 19h9" stroke="#f5c542" strokeWidth="3" strokeLinecap="round" />
      <circle cx="22.5" cy="21.5" r="3.5" fill="#f5c542" />
    </svg>
  );
}
