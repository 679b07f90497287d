"use client";
import Link from "next/link";
import type { ComponentProps } from "react";
import { usePrefetchAllowed } from "./use-prefetch-allowed";

/** next/link that prefetches when visible, except offline, on 2g or with data saver (SPEC §2). */
export function SiteLink({ prefetch, ...props }: ComponentProps<typeof Link>) {
  const allowed = usePrefetchAllowed();
  return <Link prefetch={allowed ? prefetch : false} {...props} />;
}
