import "server-only";
import { loadWebEnv } from "./web-env-schema";

/** The web server's configuration, validated once; nothing else reads process.env. */
export const webEnv = loadWebEnv(process.env);
