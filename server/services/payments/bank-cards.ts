import { and, asc, count, eq, isNull } from "drizzle-orm";
import { BANK_CARD_MAX } from "@/lib/codes/pay-settings";
import type { BankCard, BindCardInput } from "@/lib/contracts/payments";
import type { Db } from "../../db/client";
import { bankCards } from "../../db/schema/payments";
import { users } from "../../db/schema/users";
import { maskRealName } from "../user/real-name";
import { bankOf, maskCardNumber, passesLuhn } from "./bank-bins";
import { payErrors } from "./pay-errors";

type CardRow = typeof bankCards.$inferSelect;

export const cardView = (card: CardRow): BankCard => ({
  id: card.id,
  bankName: card.bankName,
  cardNumber: maskCardNumber(card.cardNumber),
  tail: card.cardNumber.slice(-4),
  holder: maskRealName(card.holder),
  createdAt: card.createdAt.toISOString(),
});

/**
 * Luhn, then the bank from the BIN, then the holder against the verified real name, which is kept
 * only masked (surname and length): the holder must give the same mask.
 */
export async function bindCard(db: Db, userId: number, input: BindCardInput, now: number): Promise<BankCard> {
  if (!passesLuhn(input.cardNumber)) throw payErrors.cardNumberWrong();
  const bankName = bankOf(input.cardNumber);
  if (!bankName) throw payErrors.cardBankUnknown();
  const [user] = await db
    .select({ realName: users.realName, verifiedAt: users.realNameAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!user?.verifiedAt || !user.realName) throw payErrors.realNameNeeded();
  if (maskRealName(input.holder) !== user.realName) throw payErrors.holderMismatch();
  return db.transaction(async (tx) => {
    // The user's row serialises binds, so the card cap holds under concurrent requests.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    const [{ n }] = await tx
      .select({ n: count() })
      .from(bankCards)
      .where(and(eq(bankCards.userId, userId), isNull(bankCards.removedAt)));
    if (n >= BANK_CARD_MAX) throw payErrors.tooManyCards(BANK_CARD_MAX);
    const [card] = await tx
      .insert(bankCards)
      .values({
        userId,
        cardNumber: input.cardNumber,
        bankName,
        holder: input.holder,
        createdAt: new Date(now),
      })
      .onConflictDoNothing()
      .returning();
    if (!card) throw payErrors.cardAlreadyBound();
    return cardView(card);
  });
}

/** Only the owner's bound card; anyone else's answers as missing. */
export async function unbindCard(db: Db, userId: number, cardId: number, now: number) {
  const [card] = await db
    .update(bankCards)
    .set({ removedAt: new Date(now) })
    .where(and(eq(bankCards.id, cardId), eq(bankCards.userId, userId), isNull(bankCards.removedAt)))
    .returning({ id: bankCards.id });
  if (!card) throw payErrors.cardNotFound();
}

export async function listCards(db: Db, userId: number): Promise<BankCard[]> {
  const rows = await db
    .select()
    .from(bankCards)
    .where(and(eq(bankCards.userId, userId), isNull(bankCards.removedAt)))
    .orderBy(asc(bankCards.id));
  return rows.map(cardView);
}

export async function ownBoundCard(db: Db, userId: number, cardId: number): Promise<CardRow> {
  const [card] = await db
    .select()
    .from(bankCards)
    .where(and(eq(bankCards.id, cardId), eq(bankCards.userId, userId), isNull(bankCards.removedAt)));
  if (!card) throw payErrors.cardNotFound();
  return card;
}
