// Passwords are stored only as argon2id hashes.
import { hash, verify, type Algorithm } from '@node-rs/argon2';

// The package declares Algorithm as an ambient const enum, which isolatedModules forbids
// reading (and at runtime the export is an empty object): spell out its Argon2id member.
const ARGON2ID = 2 satisfies Algorithm.Argon2id as Algorithm;

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password).catch(() => false);
}
