/** A name to link in an article and where it leads (a team's database page). */
export type MentionTarget = { names: string[]; href: string };

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Text inside these stays as it is: a link in a link is invalid, code is quoted verbatim. */
const NO_LINK_INSIDE = new Set(["a", "code", "pre"]);
const PIECES = /(<[^>]*>)/;

/**
 * Links the first mention of each target in sanitized article HTML. Only text between tags is
 * touched, never inside a link or code; the inserted anchor's href comes from our own URL helper
 * and the name is matched in its escaped form, so what an author wrote cannot shape the markup.
 */
export function linkFirstMentions(html: string, targets: MentionTarget[]): string {
  let out = html;
  for (const target of targets) {
    // The longer name first: 曼彻斯特城 before 曼城.
    const names = [...new Set(target.names.filter(Boolean))]
      .sort((a, b) => b.length - a.length)
      .map(escapeHtml);
    if (!names.length) continue;
    const pieces = out.split(PIECES);
    const open: string[] = [];
    let done = false;
    for (let i = 0; i < pieces.length && !done; i++) {
      const piece = pieces[i];
      if (i % 2 === 1) {
        const tag = /^<(\/?)([a-z0-9]+)/i.exec(piece);
        if (tag && NO_LINK_INSIDE.has(tag[2].toLowerCase())) {
          if (tag[1]) open.pop();
          else open.push(tag[2]);
        }
        continue;
      }
      if (open.length) continue;
      let at = -1;
      let name = "";
      for (const n of names) {
        const found = piece.indexOf(n);
        if (found >= 0 && (at < 0 || found < at)) [at, name] = [found, n];
      }
      if (at < 0) continue;
      pieces[i] = `${piece.slice(0, at)}<a href="${target.href}">${name}</a>${piece.slice(at + name.length)}`;
      done = true;
    }
    out = pieces.join("");
  }
  return out;
}
