// Test-only: next/link as a plain anchor (the real one needs the app router).
export default function Link({
  href,
  prefetch: _prefetch,
  ...rest
}: { href: string; prefetch?: unknown } & React.AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <a href={href} {...rest} />;
}
