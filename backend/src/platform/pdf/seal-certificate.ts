import forge from 'node-forge';
import { createHash } from 'node:crypto';

/** What identifies a sealing certificate: its SHA-256 fingerprint (of the DER), who it names, and when it is valid. */
export type SealCertificateInfo = {
  fingerprintSha256: string;
  subject: string;
  issuer: string;
  serialNumber: string;
  notBefore: Date;
  notAfter: Date;
  /** The public certificate (no key): kept so that an old seal can be checked against it later. */
  pem: string;
};

const distinguishedName = (attributes: forge.pki.CertificateField[]) =>
  attributes.map((attribute) => `${attribute.shortName ?? attribute.name ?? attribute.type}=${String(attribute.value)}`).join(', ');

export function certificateInfo(certificate: forge.pki.Certificate): SealCertificateInfo {
  const der = Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(certificate)).getBytes(), 'binary');
  return {
    fingerprintSha256: createHash('sha256').update(der).digest('hex'),
    subject: distinguishedName(certificate.subject.attributes),
    issuer: distinguishedName(certificate.issuer.attributes),
    serialNumber: certificate.serialNumber,
    notBefore: certificate.validity.notBefore,
    notAfter: certificate.validity.notAfter,
    pem: forge.pki.certificateToPem(certificate),
  };
}

/** The certificate of a PKCS#12 file that goes with its private key (the one that seals). */
export function p12Certificate(p12: Buffer, password: string): SealCertificateInfo {
  const store = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(p12.toString('binary')), password);
  const keyBags = [
    ...(store.getBags({ bagType: forge.pki.oids.pkcs8ShroudedKeyBag })[forge.pki.oids.pkcs8ShroudedKeyBag] ?? []),
    ...(store.getBags({ bagType: forge.pki.oids.keyBag })[forge.pki.oids.keyBag] ?? []),
  ];
  const certificates = (store.getBags({ bagType: forge.pki.oids.certBag })[forge.pki.oids.certBag] ?? []).flatMap((bag) => (bag.cert ? [bag.cert] : []));
  const key = keyBags[0]?.key as forge.pki.rsa.PrivateKey | undefined;
  const signing = certificates.find((certificate) => key && (certificate.publicKey as forge.pki.rsa.PublicKey).n?.equals(key.n)) ?? certificates[0];
  if (!signing) throw new Error('The PKCS#12 file holds no certificate');
  return certificateInfo(signing);
}

const BYTE_RANGE = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g;

/**
 * The certificate that sealed a PDF, read from the seal itself: the PKCS#7 of its last signature
 * (the hex string between the two byte ranges the signature covers) names its signer by issuer and
 * serial number among the certificates it carries. Null when the file carries no readable seal.
 */
export function sealCertificateOf(pdf: Uint8Array): SealCertificateInfo | null {
  const text = Buffer.from(pdf).toString('latin1');
  const ranges = [...text.matchAll(BYTE_RANGE)];
  const last = ranges[ranges.length - 1];
  if (!last) return null;
  const [start, length, next] = [Number(last[1]), Number(last[2]), Number(last[3])];
  const hex = text.slice(start + length, next).replace(/[<>\s]/g, '');
  if (!/^[0-9a-fA-F]+$/.test(hex)) return null;
  try {
    // The placeholder is zero-padded after the DER: parse what the DER says and ignore the rest.
    // (@types/node-forge knows only the older boolean argument; forge 1.x takes these options.)
    const fromDer = forge.asn1.fromDer as unknown as (bytes: string, options: { parseAllBytes: boolean }) => forge.asn1.Asn1;
    const asn1 = fromDer(forge.util.hexToBytes(hex), { parseAllBytes: false });
    const message = forge.pkcs7.messageFromAsn1(asn1) as forge.pkcs7.PkcsSignedData & { rawCapture?: { signerInfos?: forge.asn1.Asn1[] } };
    const certificates = message.certificates ?? [];
    const signerSerial = signerSerialNumber(message.rawCapture?.signerInfos?.[0]);
    const signing = certificates.find((certificate) => signerSerial !== null && certificate.serialNumber.replace(/^0+/, '') === signerSerial) ?? certificates[0];
    return signing ? certificateInfo(signing) : null;
  } catch {
    return null;
  }
}

// SignerInfo ::= SEQUENCE { version, issuerAndSerialNumber SEQUENCE { issuer, serialNumber }, … }
function signerSerialNumber(signerInfo: forge.asn1.Asn1 | undefined): string | null {
  const issuerAndSerial = Array.isArray(signerInfo?.value) ? signerInfo.value[1] : undefined;
  const serial = Array.isArray(issuerAndSerial?.value) ? issuerAndSerial.value[1] : undefined;
  if (!serial || typeof serial.value !== 'string') return null;
  return forge.util.bytesToHex(serial.value).replace(/^0+/, '');
}
