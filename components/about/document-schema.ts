import { z } from "zod";

import { isInnerPath } from "@/lib/jump";

// The shape of every document under the "about" message namespace. Pages only use the
// inferred types; the schema itself checks messages/zh-CN/about.json in the tests.

const clauseSchema = z.union([z.string(), z.object({ text: z.string(), items: z.array(z.string()).min(1) })]);

const linkSchema = z.object({
  label: z.string(),
  href: z.string().refine(isInnerPath, "links in documents stay on the site"),
  note: z.string().optional(),
});

export const documentSectionSchema = z.object({
  anchor: z
    .string()
    .regex(/^[a-z][a-z0-9-]*$/)
    .optional(),
  heading: z.string().min(1),
  paragraphs: z.array(z.string().min(1)).optional(),
  clauses: z.array(clauseSchema).optional(),
  table: z.object({ head: z.array(z.string()), rows: z.array(z.array(z.string())) }).optional(),
  faqs: z.array(z.object({ q: z.string().min(1), a: z.string().min(1) })).optional(),
  links: z.array(linkSchema).optional(),
  // Renders the configured contact channels (意见反馈 always; email and phone when set).
  contactChannels: z.literal(true).optional(),
});

export const aboutDocumentSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  effectiveDate: z.string().optional(),
  updatedDate: z.string().optional(),
  numbered: z.boolean().optional(),
  showToc: z.boolean().optional(),
  intro: z.array(z.string().min(1)).optional(),
  sections: z.array(documentSectionSchema).min(1),
});

export type Clause = z.infer<typeof clauseSchema>;
export type DocumentLink = z.infer<typeof linkSchema>;
export type DocumentSection = z.infer<typeof documentSectionSchema>;
export type AboutDocumentContent = z.infer<typeof aboutDocumentSchema>;
