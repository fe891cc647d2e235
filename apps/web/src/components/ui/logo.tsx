/** The Chairside mark: a chair on a petrol tile. Decorative unless given a label. */
export function Logo({ size = 32, label }: { size?: number; label?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 64 64"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <rect width="64" height="64" rx="14" fill="#0b6a74" />
      <path d="M22 14h14a8 8 0 0 1 8 8v12H30a8 8 0 0 1-8-8z" fill="#a0d4d9" />
      <path d="M16 34h32v6a4 4 0 0 1-4 4H20a4 4 0 0 1-4-4z" fill="#fff" />
      <path d="M22 44v8M42 44v8M32 44v6" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}
