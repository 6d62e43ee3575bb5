// Passwords are stored only as argon2id hashes.
import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';
import { TEST_CHEAP_PASSWORD_HASHES } from '../env';

// The package declares Algorithm as an ambient const enum, which isolatedModules forbids
// reading (and at runtime the export is an empty object): spell out its Argon2id member.
const ARGON2ID = 2 satisfies Algorithm.Argon2id as Algorithm;

/** The library's defaults (19 MiB, two passes) everywhere but the test runner. */
const options: Options = TEST_CHEAP_PASSWORD_HASHES
  ? { algorithm: ARGON2ID, memoryCost: 64, timeCost: 1 }
  : { algorithm: ARGON2ID };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password).catch(() => false);
}
