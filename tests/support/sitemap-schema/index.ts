import { readFileSync } from "node:fs";
import { validateXML } from "xmllint-wasm";

const file = (name: string) => ({
  fileName: name,
  contents: readFileSync(new URL(name, import.meta.url), "utf8"),
});

/**
 * Validates a sitemap file against the sitemaps protocol's schema (xmllint, compiled to
 * WebAssembly): a urlset against sitemap.xsd, a sitemapindex against siteindex.xsd. Returns
 * xmllint's errors, empty when the file is valid.
 */
export async function sitemapSchemaErrors(xml: string): Promise<string[]> {
  const schema = xml.includes("<sitemapindex") ? "siteindex.xsd" : "sitemap.xsd";
  const result = await validateXML({
    xml: { fileName: "sitemap.xml", contents: xml },
    schema: file(schema),
    preload: file("types.xsd"),
    // A 50,000-url page is ~5 MB: room for it beyond the default 16 MB.
    maxMemoryPages: 4096,
  });
  return result.errors.map((e) => e.rawMessage);
}
