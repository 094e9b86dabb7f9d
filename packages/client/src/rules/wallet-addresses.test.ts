import { describe, expect, it } from 'vitest';
import { isWalletAddress } from './wallet-addresses.js';

describe('wallet addresses', () => {
  it.each([
    ['bitcoin', '1BoatSLRHtKNngkdXEeobR76b53LETtpyT'],
    ['bitcoin', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy'],
    ['bitcoin', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'],
    ['ethereum', '0x5a0b54d5dc17e0aadc383d2db43b0a0d3e029c4c'],
    ['tron', 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7'],
    ['solana', '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'],
  ] as const)('a %s address in its shape is accepted', (chain, address) => {
    expect(isWalletAddress(chain, address)).toBe(true);
  });

  it.each([
    ['bitcoin', '0x5a0b54d5dc17e0aadc383d2db43b0a0d3e029c4c'],
    ['bitcoin', 'BC1QAR0SRRR7XFKVY5L643LYDNW9RE59GTZZWF5MDQ'],
    ['ethereum', '0x5a0b54d5dc17e0aadc383d2db43b0a0d3e029c4'],
    ['ethereum', '1BoatSLRHtKNngkdXEeobR76b53LETtpyT'],
    ['tron', 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU0'],
    ['solana', '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWl'],
  ] as const)('a %s address in another shape is refused (%s)', (chain, address) => {
    expect(isWalletAddress(chain, address)).toBe(false);
  });
});
