// The first administrator. Without one nobody can sign in to create anything else, so a
// fresh install makes one from ADMIN_EMAIL / ADMIN_PASSWORD, inventing the password when
// none is configured and showing it exactly once.
import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import type { Tx } from '../db/client';
import { staffAccess, users } from '../db/schema';
import type { ServerEnv } from '../env';

export const ADMIN_PHONE = '081200000000';

export type AdminSeedResult =
  { created: true; email: string; generatedPassword?: string } | { created: false; email: string | null };

/** 18 random bytes → 24 URL-safe characters, ~144 bits: strong, and easy to copy from a log. */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}

/** The first administrator (the one the seed makes), if there is one. */
export async function firstAdmin(tx: Tx) {
  const [admin] = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(asc(users.id))
    .limit(1);
  return admin;
}

export async function seedAdmin(
  tx: Tx,
  env: Pick<ServerEnv, 'ADMIN_EMAIL' | 'ADMIN_PASSWORD'>,
): Promise<AdminSeedResult> {
  const existing = await firstAdmin(tx);
  if (existing) return { created: false, email: existing.email };

  const generatedPassword = env.ADMIN_PASSWORD ? undefined : generatePassword();
  const passwordHash = await hashPassword(env.ADMIN_PASSWORD ?? generatedPassword!);
  const [admin] = await tx
    .insert(users)
    .values({
      firstName: 'Admin',
      lastName: 'Bank Sampah',
      email: env.ADMIN_EMAIL,
      phoneNumber: ADMIN_PHONE,
      passwordHash,
      role: 'admin',
      status: 'active',
    })
    .returning({ id: users.id });
  await tx.insert(staffAccess).values({ userId: admin!.id, role: 'programme' });
  return generatedPassword
    ? { created: true, email: env.ADMIN_EMAIL, generatedPassword }
    : { created: true, email: env.ADMIN_EMAIL };
}

/**
 * The lines to print. A password appears only when it was just generated: one configured in
 * the environment is already known to the operator and does not belong in logs.
 */
export function adminLogLines(result: AdminSeedResult): string[] {
  if (!result.created) return [`[seed] Administrator: ${result.email ?? '(tanpa email)'}`];
  if (!result.generatedPassword) {
    return [`[seed] Administrator dibuat: ${result.email} / password: dari ADMIN_PASSWORD`];
  }
  const body = [
    `Administrator: ${result.email} / password: ${result.generatedPassword}`,
    'Password ini dibuat acak dan hanya ditampilkan sekali. Simpan sekarang,',
    'atau atur ADMIN_PASSWORD sebelum start pertama.',
  ];
  const width = Math.max(...body.map((line) => line.length));
  const rule = `+${'-'.repeat(width + 2)}+`;
  return [rule, ...body.map((line) => `| ${line.padEnd(width)} |`), rule];
}
