import * as argon2 from 'argon2';

// OWASP's argon2id minimum: 19 MiB, 2 iterations.
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

let dummyHash: Promise<string> | null = null;

/** Verifies against the stored hash, or against a dummy one so unknown accounts take as long. */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('cuenta-inexistente');
    await argon2.verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return argon2.verify(storedHash, password).catch(() => false);
}
