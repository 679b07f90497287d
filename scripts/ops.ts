import { loadApiEnv } from "../server/env";
import { rejectReasonInput } from "../server/services/anchor/audit-review";
import { OPERATOR_MOVES, type OperatorMove } from "../server/services/payments/operator-credit";
import { operatorMoveInput, withdrawalReviewInput } from "../server/services/payments/ops-inputs";
import { openOps, type OpsBackend } from "./ops-backends";
import { stackEnv } from "./stack-env";

// `npm run ops -- <command>`: the operator's console for anchor applications, withdrawals and
// manual wallet moves until a web console exists. Works whether or not the api is running.
const USAGE = `Usage:
  npm run ops -- audits                           list the pending anchor applications
  npm run ops -- approve <auditId>                approve: the user becomes an anchor with a room and a stream key
  npm run ops -- reject <auditId> --reason "..."  reject; the applicant sees the reason on /v/apply
  npm run ops -- withdrawals                      list the pending withdrawals with the card to pay to
  npm run ops -- approve-withdrawal <id>          mark paid once the money is sent to the card
  npm run ops -- reject-withdrawal <id> --reason "..."   reject; the held income returns (trade type 6)
  npm run ops -- top-up <userId> <diamonds> [--note "..."]   manual top-up (trade type 14)
  npm run ops -- gift <userId> <diamonds> [--note "..."]     system gift (trade type 7)
  npm run ops -- deduct <userId> <diamonds> [--note "..."]   system deduction (trade type 8)
  npm run ops -- expert-apps                      list the pending expert applications
  npm run ops -- expert-approve <userId>          approve: the user becomes an expert (isExpert 1)
  npm run ops -- expert-reject <userId> --reason "..."  reject; the applicant sees the reason`;

type Command =
  | { name: "audits" }
  | { name: "expert-apps" }
  | { name: "expert-approve"; userId: number }
  | { name: "expert-reject"; userId: number; reason: string }
  | { name: "approve"; auditId: number }
  | { name: "reject"; auditId: number; reason: string }
  | { name: "withdrawals" }
  | { name: "approve-withdrawal"; withdrawalId: number }
  | { name: "reject-withdrawal"; withdrawalId: number; reason: string }
  | { name: "move"; move: OperatorMove; userId: number; amount: number; note: string };

const flagValue = (args: string[], flag: string) => {
  const at = args.indexOf(flag);
  return at > 0 ? (args[at + 1] ?? "") : "";
};

function parseWallet(args: string[]): Command | string | null {
  const [name, id, amount] = args;
  if (name === "withdrawals") return { name };
  if (name === "approve-withdrawal" || name === "reject-withdrawal") {
    const parsed = withdrawalReviewInput.safeParse({
      withdrawalId: id,
      reason: flagValue(args, "--reason") || "--",
    });
    if (!parsed.success) return `The withdrawal number is missing or wrong.\n${USAGE}`;
    if (name === "approve-withdrawal") return { name, withdrawalId: parsed.data.withdrawalId };
    const reason = withdrawalReviewInput.shape.reason.safeParse(flagValue(args, "--reason"));
    if (!reason.success) return `Give the user a reason: --reason "..." (2 to 200 characters).\n${USAGE}`;
    return { name, withdrawalId: parsed.data.withdrawalId, reason: reason.data };
  }
  if (name && Object.hasOwn(OPERATOR_MOVES, name)) {
    const parsed = operatorMoveInput.safeParse({ userId: id, amount, note: flagValue(args, "--note") });
    if (!parsed.success) return `${parsed.error.issues[0]?.message ?? "Wrong arguments"}.\n${USAGE}`;
    return { name: "move", move: name as OperatorMove, ...parsed.data };
  }
  return null;
}

function reasonOf(args: string[]) {
  const at = args.indexOf("--reason");
  return rejectReasonInput.safeParse(at > 0 ? (args[at + 1] ?? "") : "");
}

function parseExpert(args: string[]): Command | string {
  const [name, id] = args;
  if (name === "expert-apps") return { name };
  const userId = Number(id);
  if (!Number.isSafeInteger(userId) || userId < 1) return `The user number is missing or wrong.\n${USAGE}`;
  if (name === "expert-approve") return { name, userId };
  const reason = reasonOf(args);
  if (!reason.success) return `Give the applicant a reason: --reason "..." (2 to 200 characters).\n${USAGE}`;
  return { name: "expert-reject", userId, reason: reason.data };
}

function parse(args: string[]): Command | string {
  const [name, id] = args;
  const wallet = parseWallet(args);
  if (wallet) return wallet;
  if (name === "audits") return { name };
  if (name?.startsWith("expert-")) return parseExpert(args);
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

async function executeWallet(ops: OpsBackend, command: Command) {
  if (command.name === "withdrawals") {
    const list = await ops.withdrawals();
    if (!list.length) return console.log(`No pending withdrawals (${ops.where}).`);
    console.log(`${list.length} pending withdrawal(s) (${ops.where}):\n`);
    for (const w of list) {
      console.log(`#${w.id}  ${w.createdAt}  user ${w.userId} ${w.nickName} (${w.mobile})`);
      console.log(
        `    ${w.amount} 钻石 − 手续费 ${w.fee} → 打款 ¥${w.payout.toFixed(2)} 至 ${w.bankName} ${w.cardNumber} (${w.holder})`,
      );
    }
    return true;
  }
  if (command.name === "approve-withdrawal") {
    const done = await ops.approveWithdrawal(command.withdrawalId);
    console.log(
      `Withdrawal #${command.withdrawalId} of user ${done.userId} is paid (¥${done.payout.toFixed(2)}).`,
    );
    return true;
  }
  if (command.name === "reject-withdrawal") {
    const done = await ops.rejectWithdrawal(command.withdrawalId, command.reason);
    console.log(
      `Rejected withdrawal #${command.withdrawalId}: ${done.amount} diamonds back to user ${done.userId}'s income.`,
    );
    return true;
  }
  if (command.name === "move") {
    const done = await ops.move(command.move, command);
    console.log(
      `${OPERATOR_MOVES[command.move].remark} ${command.amount} → user ${done.userId}, balance now ${done.balance}.`,
    );
    return true;
  }
  return false;
}

async function executeExpert(ops: OpsBackend, command: Command) {
  if (command.name === "expert-apps") {
    const list = await ops.expertApplications();
    if (!list.length) return console.log(`No pending expert applications (${ops.where}).`);
    console.log(`${list.length} pending expert application(s) (${ops.where}):\n`);
    for (const a of list) {
      console.log(`user ${a.userId}  ${a.createdAt}  ${a.nickName} (${a.mobile})  「${a.title}」  ${a.tags}`);
      console.log(`    ${a.intro}`);
    }
    return;
  }
  if (command.name === "expert-approve") {
    await ops.approveExpert(command.userId);
    return console.log(`Approved: user ${command.userId} is an expert.`);
  }
  if (command.name === "expert-reject") {
    await ops.rejectExpert(command.userId, command.reason);
    console.log(`Rejected the expert application of user ${command.userId}: ${command.reason}`);
  }
}

async function execute(ops: OpsBackend, command: Command) {
  if (command.name === "expert-apps" || command.name === "expert-approve" || command.name === "expert-reject")
    return executeExpert(ops, command);
  if (await executeWallet(ops, command)) return;
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
  if (command.name !== "reject") return;
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
