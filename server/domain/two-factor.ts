// A person's second factor: enrolling (a secret, confirmed with a first code), checking a code or a
// recovery code (each works once), new recovery codes, switching it off. Each change leaves an
// audit row naming the person. Who may do it (signed in, or holding a sign-in challenge) is the
// routes' business.
import { and, count, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { verifyPassword } from '../auth/passwords';
import {
  acceptedStep,
  enrolmentQr,
  hashRecoveryCode,
  isTotpCode,
  newRecoveryCodes,
  newSecret,
  openSecret,
  sealSecret,
} from '../auth/totp';
import type { Db, Tx } from '../db/client';
import { recoveryCodes, totpFactors, users } from '../db/schema';
import type { ServerEnv } from '../env';
import { ApiError } from '../errors';
import { writeAudit } from './audit';

/** The name authenticator apps file the account under. */
const ISSUER = 'Bank Sampah';

/** A wrong code, on the form's `code` field; the routes count it as a failed sign-in. */
export const wrongCode = () => ApiError.field('code', 'api.twoFactorCodeWrong');
/** A wrong code or password: what the routes count against the sign-in throttle. */
export const isWrongProof = (err: unknown) =>
  err instanceof ApiError &&
  (err.fields?.code === 'api.twoFactorCodeWrong' || err.fields?.password === 'api.currentPasswordWrong');

async function factorOf(db: Db, userId: number) {
  const [row] = await db.select().from(totpFactors).where(eq(totpFactors.userId, userId)).limit(1);
  return row;
}

/** REQUIRE_2FA holds for programme administrators. */
export const factorRequired = (env: ServerEnv, role: string) => env.REQUIRE_2FA && role === 'admin';

export async function hasEnabledFactor(db: Db, userId: number): Promise<boolean> {
  return Boolean((await factorOf(db, userId))?.enabledAt);
}

export async function twoFactorStatus(db: Db, env: ServerEnv, user: { userId: number; role: string }) {
  const factor = await factorOf(db, user.userId);
  const [left] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, user.userId), isNull(recoveryCodes.usedAt)));
  const enabled = Boolean(factor?.enabledAt);
  return {
    enabled,
    enabled_at: factor?.enabledAt?.toISOString() ?? null,
    recovery_codes_left: enabled ? (left?.n ?? 0) : 0,
    required: factorRequired(env, user.role),
  };
}

/**
 * A new secret for an enrolment not yet confirmed (a second start replaces the first one's), and
 * what the authenticator app scans. Refused while a confirmed factor is on: switch it off first.
 */
export async function startEnrolment(db: Db, env: ServerEnv, userId: number) {
  const [me] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  if (!me) throw ApiError.of(401, 'unauthenticated');
  if (await hasEnabledFactor(db, userId)) throw ApiError.of(409, 'twoFactorAlreadyOn');
  const secret = newSecret();
  const sealed = sealSecret(env, userId, secret);
  await db
    .insert(totpFactors)
    .values({ userId, secret: sealed })
    .onConflictDoUpdate({
      target: totpFactors.userId,
      set: { secret: sealed, enabledAt: null, lastStep: null, createdAt: sql`now()` },
      where: isNull(totpFactors.enabledAt),
    });
  return { qr_svg: await enrolmentQr(secret, me.email ?? String(userId), ISSUER), secret };
}

/** Takes the step of a right TOTP code (a code works once: the update's condition is the lock). */
async function takeTotp(tx: Tx, env: ServerEnv, userId: number, code: string, enabled: boolean) {
  const factor = await factorOf(tx, userId);
  if (!factor || Boolean(factor.enabledAt) !== enabled) return false;
  const secret = openSecret(env, userId, factor.secret);
  const step = secret && acceptedStep(secret, code, factor.lastStep);
  if (!step) return false;
  const taken = await tx
    .update(totpFactors)
    .set({ lastStep: step })
    .where(and(eq(totpFactors.userId, userId), or(isNull(totpFactors.lastStep), lt(totpFactors.lastStep, step))))
    .returning({ userId: totpFactors.userId });
  return taken.length > 0;
}

async function replaceRecoveryCodes(tx: Tx, userId: number): Promise<string[]> {
  const codes = newRecoveryCodes();
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code) })));
  return codes;
}

/** The first right code turns the factor on; the ten recovery codes are answered once. */
export async function confirmEnrolment(tx: Tx, env: ServerEnv, userId: number, code: string) {
  if (await hasEnabledFactor(tx, userId)) throw ApiError.of(409, 'twoFactorAlreadyOn');
  if (!(await factorOf(tx, userId))) throw ApiError.of(409, 'twoFactorNotStarted');
  if (!(await takeTotp(tx, env, userId, code, false))) throw wrongCode();
  await tx
    .update(totpFactors)
    .set({ enabledAt: sql`now()` })
    .where(eq(totpFactors.userId, userId));
  const codes = await replaceRecoveryCodes(tx, userId);
  await writeAudit(tx, { actorUserId: userId, action: 'two_factor_enable', entity: 'account', entityId: userId });
  return codes;
}

/**
 * Checks a code of the app, or a recovery code (marked used), against the enabled factor; throws
 * wrongCode() when neither fits. A recovery code's use leaves an audit row: the owner sees it.
 */
export async function spendFactorCode(
  tx: Tx,
  env: ServerEnv,
  userId: number,
  code: string,
): Promise<'totp' | 'recovery'> {
  if (isTotpCode(code)) {
    if (await takeTotp(tx, env, userId, code, true)) return 'totp';
    throw wrongCode();
  }
  if (!(await hasEnabledFactor(tx, userId))) throw wrongCode();
  const used = await tx
    .update(recoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, hashRecoveryCode(code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  if (used.length === 0) throw wrongCode();
  await writeAudit(tx, { actorUserId: userId, action: 'recovery_code_use', entity: 'account', entityId: userId });
  return 'recovery';
}

/** Ten new recovery codes for a current code of the app; the old ones stop working. */
export async function regenerateRecoveryCodes(tx: Tx, env: ServerEnv, userId: number, code: string) {
  if (!(await hasEnabledFactor(tx, userId))) throw ApiError.of(409, 'twoFactorNotOn');
  if (!(await takeTotp(tx, env, userId, code, true))) throw wrongCode();
  const codes = await replaceRecoveryCodes(tx, userId);
  await writeAudit(tx, {
    actorUserId: userId,
    action: 'recovery_codes_regenerate',
    entity: 'account',
    entityId: userId,
  });
  return codes;
}

/** Switches the factor off with the current password or a code; refused while REQUIRE_2FA holds for the person. */
export async function disableFactor(
  tx: Tx,
  env: ServerEnv,
  actor: { userId: number; role: string },
  proof: { password?: string; code?: string },
) {
  if (factorRequired(env, actor.role)) throw ApiError.of(409, 'twoFactorRequired');
  if (!(await hasEnabledFactor(tx, actor.userId))) throw ApiError.of(409, 'twoFactorNotOn');
  if (proof.code) await spendFactorCode(tx, env, actor.userId, proof.code);
  else {
    const [me] = await tx.select({ hash: users.passwordHash }).from(users).where(eq(users.id, actor.userId));
    if (!me?.hash || !(await verifyPassword(me.hash, proof.password ?? '')))
      throw ApiError.field('password', 'api.currentPasswordWrong');
  }
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, actor.userId));
  await tx.delete(totpFactors).where(eq(totpFactors.userId, actor.userId));
  await writeAudit(tx, {
    actorUserId: actor.userId,
    action: 'two_factor_disable',
    entity: 'account',
    entityId: actor.userId,
  });
}
