/**
 * What a crypto wallet address looks like on each chain the screening covers, so a mistyped or wrong-chain
 * address is refused before anything is charged rather than screened clear. The shapes are the chains' own
 * encodings (base58 alphabets without 0, O, I and l; Bitcoin's bech32 in lower case); checksums are not
 * verified, so a well-formed typo still passes — it then simply matches nothing.
 */
export const walletChains = ['bitcoin', 'ethereum', 'tron', 'solana'] as const;
export type WalletChain = (typeof walletChains)[number];

const BASE58 = '1-9A-HJ-NP-Za-km-z';

const addressShapes: Readonly<Record<WalletChain, readonly RegExp[]>> = {
  // P2PKH (1…) and P2SH (3…) in base58; SegWit and Taproot (bc1…) in bech32.
  bitcoin: [new RegExp(`^[13][${BASE58}]{25,34}$`), /^bc1[ac-hj-np-z02-9]{11,71}$/],
  ethereum: [/^0x[0-9a-fA-F]{40}$/],
  tron: [new RegExp(`^T[${BASE58}]{33}$`)],
  // A 32-byte public key in base58.
  solana: [new RegExp(`^[${BASE58}]{32,44}$`)],
};

export function isWalletAddress(chain: WalletChain, address: string): boolean {
  return addressShapes[chain].some((shape) => shape.test(address));
}
