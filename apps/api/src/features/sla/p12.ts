/**
 * Opens a PKCS#12 bundle into Node key and certificate objects. node-forge is the only parser on hand
 * (Node's crypto cannot read PKCS#12), so it is used for that step alone; everything after it (matching
 * the key, hashing, RSA signing) runs on Node's native crypto, which is faster and better reviewed.
 */
import { createPrivateKey, type KeyObject, X509Certificate } from 'node:crypto';
import forge from 'node-forge';

export interface OpenedP12 {
  privateKey: KeyObject;
  /** The certificate whose public key matches `privateKey`. */
  certificate: X509Certificate;
  /** Every certificate in the bundle, the signing one included, for the CMS certificate set. */
  chain: X509Certificate[];
}

/** The bundle cannot be read: damaged, wrong passphrase, or no key with a matching certificate. */
export class P12Error extends Error {
  override name = 'P12Error';
}

/** PKCS#12 bag types (RFC 7292, section 4.2), spelled out: forge's own table is typed as optional. */
const BAG = {
  key: '1.2.840.113549.1.12.10.1.1',
  shroudedKey: '1.2.840.113549.1.12.10.1.2',
  certificate: '1.2.840.113549.1.12.10.1.3',
} as const;

export function openP12(p12: Uint8Array, passphrase: string): OpenedP12 {
  let pfx: forge.pkcs12.Pkcs12Pfx;
  try {
    const asn1 = forge.asn1.fromDer(forge.util.createBuffer(Buffer.from(p12).toString('binary')));
    pfx = forge.pkcs12.pkcs12FromAsn1(asn1, false, passphrase);
  } catch (error) {
    // forge reports a wrong passphrase as an "Invalid password" or a MAC mismatch; both mean "cannot open".
    throw new P12Error('The PKCS#12 bundle could not be opened (damaged, or wrong passphrase)', {
      cause: error,
    });
  }

  const keyBags = [...bagsOf(pfx, BAG.shroudedKey), ...bagsOf(pfx, BAG.key)];
  const forgeKey = keyBags.find((bag) => bag.key !== undefined)?.key;
  if (forgeKey === undefined) throw new P12Error('The PKCS#12 bundle holds no private key');
  const privateKey = createPrivateKey(forge.pki.privateKeyToPem(forgeKey));

  const chain = bagsOf(pfx, BAG.certificate).flatMap((bag) =>
    bag.cert === undefined
      ? []
      : [
          new X509Certificate(
            Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(bag.cert)).getBytes(), 'binary'),
          ),
        ],
  );
  const certificate = chain.find((cert) => cert.checkPrivateKey(privateKey));
  if (certificate === undefined)
    throw new P12Error('The PKCS#12 bundle holds no certificate for its private key');
  return { privateKey, certificate, chain };
}

function bagsOf(pfx: forge.pkcs12.Pkcs12Pfx, bagType: string): forge.pkcs12.Bag[] {
  return pfx.getBags({ bagType })[bagType] ?? [];
}
