// Lets code that navigates with router.push start the loading bar the way a link click does.
const listeners = new Set<() => void>();

export const navigationProgress = {
  start() {
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

/** Whether a click on this anchor is a client-side navigation to another page of the site. */
export function isInternalNavigation(
  anchor: HTMLAnchorElement,
  event: MouseEvent,
  current: Location,
): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if (anchor.target && anchor.target !== "_self") return false;
  if (anchor.hasAttribute("download") || anchor.getAttribute("href") === null) return false;
  const url = new URL(anchor.href, current.href);
  if (url.origin !== current.origin || url.pathname.startsWith("/gateway/")) return false;
  return url.pathname !== current.pathname || url.search !== current.search;
}
