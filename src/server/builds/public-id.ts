import { randomBytes } from 'node:crypto';
import { PUBLIC_ID_PATTERN } from '../../domain/contracts/build-api';

/** 12 random bytes as base64url: 16 URL-safe characters carrying 96 bits (unguessable, not sequential). */
export function newPublicId(): string {
  return randomBytes(12).toString('base64url');
}

export function isPublicId(value: string): boolean {
  return PUBLIC_ID_PATTERN.test(value);
}
