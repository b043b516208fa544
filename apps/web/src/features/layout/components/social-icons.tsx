// Simple brand marks drawn inline so the footer loads no icon font or remote image.
const common = { viewBox: '0 0 24 24', 'aria-hidden': true, className: 'size-5' } as const;

export function InstagramIcon() {
  return (
    <svg {...common} fill="none" stroke="currentColor" strokeWidth="2">
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none" />
    </svg>
  );
}

export function FacebookIcon() {
  return (
    <svg {...common} fill="currentColor">
      <path d="M14 8.5V6.8c0-.8.5-1.3 1.4-1.3H17V2.2A22 22 0 0 0 14.7 2C12.3 2 10.7 3.5 10.7 6.2v2.3H8v3.6h2.7V22H14v-9.9h2.8l.4-3.6H14z" />
    </svg>
  );
}

export function PinterestIcon() {
  return (
    <svg {...common} fill="currentColor">
      <path d="M12.2 2C6.8 2 4 5.7 4 8.8c0 1.9.7 3.5 2.2 4.1.3.1.5 0 .6-.3l.2-.9c.1-.3 0-.4-.2-.7-.5-.6-.8-1.3-.8-2.3 0-3 2.2-5.6 5.8-5.6 3.2 0 4.9 1.9 4.9 4.5 0 3.4-1.5 6.3-3.7 6.3-1.2 0-2.2-1-1.9-2.3.4-1.5 1.1-3.1 1.1-4.2 0-1-.5-1.8-1.6-1.8-1.3 0-2.3 1.3-2.3 3.1 0 1.1.4 1.9.4 1.9l-1.5 6.3c-.4 1.9-.1 4.1 0 4.4 0 .1.2.2.3.1.1-.2 1.6-2 2.1-3.8l.8-3.2c.4.8 1.6 1.5 2.9 1.5 3.8 0 6.4-3.5 6.4-8.1C20.3 5.4 17.3 2 12.2 2z" />
    </svg>
  );
}
