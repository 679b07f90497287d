import type { ReactNode } from "react";

/** The white card the register, password-reset and account pages are laid out in. */
export function AuthCard({
  title,
  children,
  wide = false,
}: {
  title: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <section
      className={`mx-auto my-8 rounded-lg bg-white px-8 py-8 shadow-sm ${wide ? "max-w-[560px]" : "max-w-[440px]"}`}
    >
      <h1 className="mb-6 text-center text-xl font-semibold text-ink">{title}</h1>
      {children}
    </section>
  );
}

export function SubmitButton({ children, disabled }: { children: ReactNode; disabled?: boolean }) {
  return (
    <button
      type="submit"
      disabled={disabled}
      className="mt-6 h-11 w-full rounded bg-brand text-base text-white transition-colors hover:bg-brand-dark disabled:cursor-not-allowed disabled:bg-brand/50"
    >
      {children}
    </button>
  );
}
