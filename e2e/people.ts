import { expect, type Page } from '@playwright/test';
import { signIn } from './helpers';

/**
 * An administrator of the test's own, made by the main one through the BFF with a known password
 * (as a provisioning client may; the back office itself invites instead), so a test never touches
 * the main administrator's password, sessions or second factor. Leaves `page` signed in as the main one.
 */
export async function provisionAdmin(
  page: Page,
  firstName: string,
  {
    base = '',
    access = { staff_role: 'programme' },
    signedIn = false,
  }: {
    base?: string;
    /** The role and its bank (the main administrator's own: the whole programme). */
    access?: { staff_role: string; collector_id?: number; bsu_id?: number };
    /** `page` is signed in as the main administrator already. */
    signedIn?: boolean;
  } = {},
) {
  const stamp = `${Date.now() % 1_000_000}${Math.floor(Math.random() * 90 + 10)}`;
  const person = {
    email: `${firstName.toLowerCase()}.${stamp}@banksampah.test`,
    password: `awal-${stamp}-Rahasia`,
    phone: `0858${stamp.padStart(8, '0').slice(-8)}`,
  };
  if (!signedIn) await signIn(page, { base });
  const status = await page.evaluate(
    async ([first_name, email, password, phone_number, role]) =>
      (
        await fetch('/strict/user', {
          method: 'POST',
          headers: { 'X-Requested-With': 'XMLHttpRequest', 'content-type': 'application/json' },
          body: JSON.stringify({
            first_name,
            last_name: 'Uji',
            email,
            phone_number,
            status: 'active',
            password,
            ...role,
          }),
        })
      ).status,
    [firstName, person.email, person.password, person.phone, access] as const,
  );
  expect(status).toBe(201);
  return person;
}
