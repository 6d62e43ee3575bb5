// Telling wallet owners apart (two "Arif Wibowo"): their phone and NIK, and, when a search
// found them by something no column shows (an address, an email), what it found.
import { sql } from 'drizzle-orm';
import type { WalletItem } from '../../lib/schemas/wallets';
import { customers, users } from '../db/schema';

/** Selected beside a wallet's owner (users and customers joined on the wallet's user). */
export const personColumns = {
  phone: users.phoneNumber,
  email: users.email,
  nik: customers.nik,
  address: customers.address,
  postalCode: customers.postalCode,
  region: sql<string | null>`(select concat_ws(', ', v.name, s.name, r.name, p.name) from villages v
    join subdistricts s on s.id = v.subdistrict_id join regencies r on r.id = s.regency_id join provinces p on p.id = r.province_id
    where v.id = ${customers.villageId})`,
};

type Person = {
  firstName: string;
  lastName: string | null;
  phone: string | null;
  nik: string | null;
  email: string | null;
  address: string | null;
  postalCode: string | null;
  region: string | null;
};

/**
 * The first searched word the name, phone and NIK (all shown) do not hold, and the hidden
 * detail that holds it; null when the row shows every word it was found by.
 */
export function matchedField(words: string[], person: Person): WalletItem['matched'] {
  const shown = [person.firstName, person.lastName, person.phone, person.nik].filter(Boolean).join(' ').toLowerCase();
  const hidden = [
    ['email', person.email],
    ['address', person.address],
    ['postal_code', person.postalCode],
    ['region', person.region],
  ] as const;
  for (const word of words) {
    if (shown.includes(word) || /^\+?62\d{6,}$/.test(word)) continue;
    for (const [field, value] of hidden) {
      if (value && value.toLowerCase().includes(word)) return { field, value };
    }
  }
  return null;
}
