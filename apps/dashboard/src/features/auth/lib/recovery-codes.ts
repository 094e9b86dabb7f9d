/** Presenting 2FA secrets: the manual key in groups of four, and the recovery codes as a text file. */

export const RECOVERY_CODES_FILE_NAME = 'verity-recovery-codes.txt';

/** "JBSWY3DPEHPK3PXP" -> ["JBSW", "Y3DP", "EHPK", "3PXP"]: easier to read out and type. */
export function keyGroups(secret: string, size = 4): string[] {
  const clean = secret.replace(/\s+/g, '');
  const groups: string[] = [];
  for (let i = 0; i < clean.length; i += size) groups.push(clean.slice(i, i + size));
  return groups;
}

/** The downloaded file: who it is for, when, and one code per line. */
export function recoveryCodesText(codes: readonly string[], email: string | null, createdAt: Date): string {
  return [
    'Verity recovery codes',
    ...(email ? [`Account: ${email}`] : []),
    `Created: ${createdAt.toISOString()}`,
    '',
    'Each code signs you in once when you cannot use your authenticator app.',
    'Keep them somewhere safe.',
    '',
    ...codes,
    '',
  ].join('\n');
}
