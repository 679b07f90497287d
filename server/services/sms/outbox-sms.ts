import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { smsOutbox } from "../../db/schema/sms";
import type { SmsProvider } from "./sms-provider";

/** Development provider: messages land in a table that tests and the dev console read. */
export function createOutboxSms(db: Db): SmsProvider {
  return {
    async send(mobile, content) {
      await db.insert(smsOutbox).values({ mobile, content });
    },
  };
}

export async function readOutbox(db: Db, mobile?: string, limit = 20) {
  const query = db.select().from(smsOutbox).orderBy(desc(smsOutbox.id)).limit(limit);
  return mobile ? query.where(eq(smsOutbox.mobile, mobile)) : query;
}
