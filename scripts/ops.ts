import { loadApiEnv } from "../server/env";
import { rejectReasonInput } from "../server/services/anchor/audit-review";
import { openOps, type OpsBackend } from "./ops-backends";
import { stackEnv } from "./stack-env";

// `npm run ops -- audits | approve <id> | reject <id> --reason "..."`: the operator's console for
// anchor applications until a web console exists. Works whether or not the api is running.
const USAGE = `Usage:
  npm run ops -- audits                           list the pending anchor applications
  npm run ops -- approve <auditId>                approve: the user becomes an anchor with a room and a stream key
  npm run ops -- reject <auditId> --reason "..."  reject; the applicant sees the reason on /v/apply`;

type Command =
  | { name: "audits" }
  | { name: "approve"; auditId: number }
  | { name: "reject"; auditId: number; reason: string };

function parse(args: string[]): Command | string {
  const [name, id] = args;
  if (name === "audits") return { name };
  const auditId = Number(id);
  if (name !== "approve" && name !== "reject") return USAGE;
  if (!Number.isSafeInteger(auditId) || auditId < 1)
    return `The application number is missing or wrong.\n${USAGE}`;
  if (name === "approve") return { name, auditId };
  const at = args.indexOf("--reason");
  const reason = rejectReasonInput.safeParse(at > 0 ? (args[at + 1] ?? "") : "");
  if (!reason.success) return `Give the applicant a reason: --reason "..." (2 to 200 characters).\n${USAGE}`;
  return { name, auditId, reason: reason.data };
}

async function execute(ops: OpsBackend, command: Command) {
  if (command.name === "audits") {
    const list = await ops.audits();
    if (!list.length) return console.log(`No pending applications (${ops.where}).`);
    console.log(`${list.length} pending application(s) (${ops.where}):\n`);
    for (const a of list) {
      console.log(`#${a.id}  ${a.createdAt}  user ${a.userId} ${a.nickName} (${a.mobile}, ${a.realName})`);
      console.log(`    ${a.navName} · 「${a.roomTitle}」${a.contact ? ` · 联系方式 ${a.contact}` : ""}`);
      console.log(`    介绍: ${a.intro}`);
      if (a.experience) console.log(`    经验: ${a.experience}`);
    }
    return;
  }
  if (command.name === "approve") {
    const done = await ops.approve(command.auditId);
    return console.log(
      `Approved #${command.auditId}: user ${done.userId} is an anchor with room ${done.roomId} (stream ${done.streamName}).`,
    );
  }
  const done = await ops.reject(command.auditId, command.reason);
  console.log(`Rejected #${command.auditId} of user ${done.userId}: ${command.reason}`);
}

async function main() {
  const command = parse(process.argv.slice(2));
  if (typeof command === "string") {
    console.error(command);
    process.exit(2);
  }
  const env = stackEnv();
  const ops = await openOps(loadApiEnv({ ...env, LOG_LEVEL: "silent" }), env.API_INTERNAL_URL!);
  try {
    await execute(ops, command);
  } finally {
    await ops.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
