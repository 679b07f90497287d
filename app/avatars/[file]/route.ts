import { generatedAvatarSeed, generatedAvatarSvg } from "@/lib/avatar/generated-avatar";

/** `/avatars/{seed}.svg`: a drawn avatar (lib/avatar/generated-avatar.ts); a seed's picture never changes. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const seed = generatedAvatarSeed(`/avatars/${file}`);
  if (seed === null) return new Response("头像不存在", { status: 404 });
  return new Response(generatedAvatarSvg(seed), {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": "public, max-age=31536000, immutable",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
}
