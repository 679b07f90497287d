/**
 * Whether the path of a request target cannot be decoded (`%ff`, `%E0%A4%A`, a lone `%`, an
 * overlong `%c0%af`). Next answers such paths with 500; the door answers 400 before Next sees them.
 */
export function hasMalformedPath(target: string): boolean {
  const end = target.search(/[?#]/);
  try {
    decodeURIComponent(end === -1 ? target : target.slice(0, end));
    return false;
  } catch {
    return true;
  }
}
