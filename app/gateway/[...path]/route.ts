import { createGateway } from "@/lib/door/gateway";
import { webEnv } from "@/lib/web-env";

// The door itself lives in lib/door/gateway.ts; a reverse proxy may not replace it (it owns the session cookie).
const gateway = createGateway({ apiUrl: webEnv.API_INTERNAL_URL });

export const dynamic = "force-dynamic";
export {
  gateway as GET,
  gateway as POST,
  gateway as PUT,
  gateway as DELETE,
  gateway as PATCH,
  gateway as HEAD,
};
