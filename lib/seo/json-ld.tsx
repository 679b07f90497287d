import type { JsonLdNode } from "./structured-data";

/**
 * JSON for a <script> element: `<` is escaped so no text (a title, a nickname) can close the
 * script, and the line separators JavaScript once treated as line ends are escaped too.
 */
export function serializeJsonLd(node: JsonLdNode): string {
  return JSON.stringify(node)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** The page's structured data, one script per node, rendered on the server with the page. */
export function JsonLd({ nodes }: { nodes: readonly JsonLdNode[] }) {
  return nodes.map((node, i) => (
    <script
      key={`${node["@type"]}-${i}`}
      type="application/ld+json"
      // Serialized data, never markup: serializeJsonLd escapes every "<".
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(node) }}
    />
  ));
}
