import { spawn, type ChildProcess } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

// The production recipe (deploy/nginx-site.conf) run by the bench: Debian's nginx as an ordinary
// user, everything (config, pid, logs, cache, temp files) in a temporary prefix directory. A second
// server block in the same nginx serves each measured page's bytes as a static file: the reference.
const NGINX_BIN = process.env.NGINX_BIN ?? "/usr/sbin/nginx";
const SITE_TEMPLATE = "deploy/nginx-site.conf";

export type NginxFront = {
  url: string;
  /** Writes the bytes a page sent as a static file and answers its URL on the reference server. */
  referenceFor(name: string, body: Buffer): string;
  stop(): Promise<void>;
};

/** Why the nginx rows cannot run here, or null when they can. */
export function nginxMissing(): string | null {
  return existsSync(NGINX_BIN) ? null : `${NGINX_BIN} not found (Debian: apt-get install nginx-light)`;
}

/** ${NAME} placeholders of the template filled from `values`; an unknown name is an error. */
export function renderTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\$\{([A-Z_]+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${SITE_TEMPLATE}: no value for \${${name}}`);
    return value;
  });
}

async function waitForPort(url: string, child: ChildProcess, errorLog: string) {
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null)
      throw new Error(`nginx exited (${child.exitCode}): ${readFileSync(errorLog, "utf8").slice(-500)}`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`nginx did not answer on ${url}`);
}

export async function startNginxFront(opts: {
  webPort: string;
  nginxPort: string;
  referencePort: string;
  distDir: string;
}): Promise<NginxFront> {
  const prefix = mkdtempSync(join(tmpdir(), "portal-nginx-"));
  // Started as root, nginx's workers run as nobody: they must read the prefix and write cache and temp.
  chmodSync(prefix, 0o755);
  for (const dir of ["cache", "temp", "reference"]) mkdirSync(join(prefix, dir), { mode: 0o777 });
  for (const dir of ["cache", "temp"]) chmodSync(join(prefix, dir), 0o777);
  const site = renderTemplate(readFileSync(SITE_TEMPLATE, "utf8"), {
    WEB_PORT: opts.webPort,
    NGINX_PORT: opts.nginxPort,
    NEXT_STATIC_DIR: resolve(opts.distDir, "static"),
    NGINX_CACHE_DIR: join(prefix, "cache"),
  });
  writeFileSync(join(prefix, "site.conf"), site);
  const temp = (name: string) => `${name}_temp_path ${join(prefix, "temp", name)};`;
  writeFileSync(
    join(prefix, "nginx.conf"),
    `worker_processes auto;
pid ${join(prefix, "nginx.pid")};
events { worker_connections 2048; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  ${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(temp).join("\n  ")}
  keepalive_requests 100000;
  include ${join(prefix, "site.conf")};
  server {
    listen 127.0.0.1:${opts.referencePort};
    root ${join(prefix, "reference")};
    default_type text/html;
  }
}
`,
  );
  const errorLog = join(prefix, "error.log");
  const child = spawn(
    NGINX_BIN,
    ["-p", prefix, "-c", join(prefix, "nginx.conf"), "-e", errorLog, "-g", "daemon off;"],
    {
      stdio: "ignore",
    },
  );
  const url = `http://127.0.0.1:${opts.nginxPort}`;
  await waitForPort(`http://127.0.0.1:${opts.referencePort}/`, child, errorLog);
  return {
    url,
    referenceFor(name, body) {
      writeFileSync(join(prefix, "reference", name), body);
      return `http://127.0.0.1:${opts.referencePort}/${name}`;
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGQUIT");
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null) child.kill("SIGKILL");
      }
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
