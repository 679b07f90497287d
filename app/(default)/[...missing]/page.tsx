import { notFound } from "next/navigation";

/**
 * An address no route matches gets its 404 here, inside the default layout's header and footer.
 * The root layout keeps Next's bare not-found: one drawing the header and footer itself was sent
 * in every page's payload next to the layout's own (~6 KB a page).
 */
export default function UnknownAddress() {
  notFound();
}
