/**
 * A @signpdf Signer that produces a CAdES detached signature fit for PAdES baseline B-B (ETSI EN 319
 * 142-1), i.e. for the `ETSI.CAdES.detached` SubFilter.
 *
 * @signpdf/signer-p12 is not used because node-forge, which it builds on, can only write the contentType,
 * messageDigest and signingTime signed attributes. PAdES needs the ESS signing-certificate-v2 attribute
 * (binding the signer's certificate into what is signed) and forbids the CMS signing-time attribute (the
 * time is the signature dictionary's /M). So the CMS is assembled here: forge for ASN.1 only, Node's
 * crypto for the digest and the RSA signature.
 */
import { createHash, sign } from 'node:crypto';
import { Signer } from '@signpdf/utils';
import forge from 'node-forge';
import type { OpenedP12 } from './p12.js';

const { asn1 } = forge;
type Asn1 = forge.asn1.Asn1;

const OID = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  sha256: '2.16.840.1.101.3.4.2.1',
  rsaEncryption: '1.2.840.113549.1.1.1',
} as const;

/** The signing certificate could not be taken apart as X.509 (a damaged bundle). */
export class CadesSignerError extends Error {
  override name = 'CadesSignerError';
}

export class CadesSigner extends Signer {
  readonly #key: OpenedP12;

  constructor(key: OpenedP12) {
    super();
    this.#key = key;
  }

  /**
   * `content` is the PDF without its /Contents placeholder (the two signed byte ranges, joined). The
   * signing time argument of the Signer interface is deliberately unused: see the module comment.
   */
  override async sign(content: Buffer): Promise<Buffer> {
    const certificate = this.#key.certificate;
    const { issuer, serialNumber } = issuerAndSerial(certificate.raw);
    const signedAttributes = derSetOf([
      attribute(OID.contentType, oid(OID.data)),
      attribute(OID.messageDigest, octets(createHash('sha256').update(content).digest())),
      attribute(
        OID.signingCertificateV2,
        // SigningCertificateV2 { certs: [ESSCertIDv2 { certHash (SHA-256 is the default algorithm, so it is
        // omitted), issuerSerial { issuer: GeneralNames [directoryName [4]], serialNumber } }] }
        seq([
          seq([
            seq([
              octets(createHash('sha256').update(certificate.raw).digest()),
              seq([seq([explicit(4, issuer)]), serialNumber]),
            ]),
          ]),
        ]),
      ),
    ]);
    // The signature covers the DER of the attributes as a SET OF; inside SignerInfo the same bytes carry
    // the [0] IMPLICIT tag instead.
    const signature = sign('sha256', derBytes(signedAttributes), this.#key.privateKey);
    const signerInfo = seq([
      integer(1),
      seq([issuer, serialNumber]),
      algorithm(OID.sha256),
      asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, children(signedAttributes)),
      algorithm(OID.rsaEncryption, true),
      octets(signature),
    ]);
    const signedData = seq([
      integer(1),
      set([algorithm(OID.sha256)]),
      seq([oid(OID.data)]),
      asn1.create(
        asn1.Class.CONTEXT_SPECIFIC,
        0,
        true,
        this.#key.chain.map((cert) => fromDer(cert.raw)),
      ),
      set([signerInfo]),
    ]);
    return derBytes(seq([oid(OID.signedData), explicit(0, signedData)]));
  }
}

function issuerAndSerial(certificateDer: Buffer): { issuer: Asn1; serialNumber: Asn1 } {
  // TBSCertificate: [0] version (absent for v1), serialNumber, signature, issuer, validity, subject, ...
  const tbs = children(children(fromDer(certificateDer))[0]);
  const offset = tbs[0]?.tagClass === asn1.Class.CONTEXT_SPECIFIC ? 1 : 0;
  const serialNumber = tbs[offset];
  const issuer = tbs[offset + 2];
  if (!serialNumber || !issuer)
    throw new CadesSignerError('The signing certificate is not a well-formed X.509 certificate');
  return { issuer, serialNumber };
}

function attribute(type: string, value: Asn1): Asn1 {
  return seq([oid(type), set([value])]);
}

function algorithm(algorithmOid: string, nullParameters = false): Asn1 {
  // RFC 5754 says SHA-2 identifiers omit their parameters; rsaEncryption carries an explicit NULL.
  return seq(
    nullParameters
      ? [oid(algorithmOid), asn1.create(asn1.Class.UNIVERSAL, asn1.Type.NULL, false, '')]
      : [oid(algorithmOid)],
  );
}

/** DER requires the members of a SET OF in ascending order of their encodings. */
function derSetOf(members: Asn1[]): Asn1 {
  const sorted = members
    .map((member) => ({ member, der: derBytes(member) }))
    .sort((a, b) => Buffer.compare(a.der, b.der))
    .map(({ member }) => member);
  return set(sorted);
}

function seq(members: Asn1[]): Asn1 {
  return asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, members);
}

function set(members: Asn1[]): Asn1 {
  return asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SET, true, members);
}

function explicit(tag: number, inner: Asn1): Asn1 {
  return asn1.create(asn1.Class.CONTEXT_SPECIFIC, tag, true, [inner]);
}

function oid(value: string): Asn1 {
  return asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OID, false, asn1.oidToDer(value).getBytes());
}

function integer(value: number): Asn1 {
  return asn1.create(asn1.Class.UNIVERSAL, asn1.Type.INTEGER, false, asn1.integerToDer(value).getBytes());
}

function octets(bytes: Buffer): Asn1 {
  return asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OCTETSTRING, false, bytes.toString('binary'));
}

function children(node: Asn1 | undefined): Asn1[] {
  if (node === undefined || !Array.isArray(node.value))
    throw new CadesSignerError('Expected a constructed ASN.1 value');
  return node.value;
}

function fromDer(der: Buffer): Asn1 {
  return asn1.fromDer(forge.util.createBuffer(der.toString('binary')));
}

function derBytes(node: Asn1): Buffer {
  return Buffer.from(asn1.toDer(node).getBytes(), 'binary');
}
