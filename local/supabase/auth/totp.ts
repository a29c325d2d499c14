import { Secret, TOTP } from 'otpauth'
import QRCode from 'qrcode'

// TOTP as GoTrue does it: pquerna/otp's totp.Generate defaults (20-byte secret, base32 without
// padding, 30 s, 6 digits, SHA1) on enrol, totp.ValidateCustom with Skew 1 (the code of the step
// before and after pass too) on verify (internal/api/mfa.go enrollTOTPFactor, verifyTOTPFactor).
// The codes themselves come from the otpauth package.
const PARAMETERS = { algorithm: 'SHA1', digits: 6, period: 30 } as const

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32
}

export function totpCodeMatches(secret: string, code: string): boolean {
  return TOTP.validate({ token: code, secret: Secret.fromBase32(secret), ...PARAMETERS, window: 1 }) !== null
}

/** Go's percent-encoding: every byte outside `keep` as %XX. */
function goEscape(text: string, keep: RegExp): string {
  return Array.from(text, (char) =>
    keep.test(char)
      ? char
      : Array.from(Buffer.from(char), (byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join(''),
  ).join('')
}

/**
 * The key URI exactly as pquerna/otp builds it: `otpauth://totp/<issuer>:<account>` with Go's path
 * escaping, then url.Values.Encode (keys sorted, query escaping, space as `+`).
 */
export function totpUri(issuer: string, accountName: string, secret: string): string {
  const path = goEscape(`${issuer}:${accountName}`, /[A-Za-z0-9\-_.~$&+,/:;=@]/)
  const query = Object.entries({ algorithm: PARAMETERS.algorithm, digits: '6', issuer, period: '30', secret })
    .map(([key, value]) => `${key}=${goEscape(value, /[A-Za-z0-9\-_.~ ]/).replaceAll(' ', '+')}`)
    .join('&')
  return `otpauth://totp/${path}?${query}`
}

/**
 * The QR code of the key URI as the SVG markup GoTrue sends in `totp.qr_code` (error correction H,
 * not base64: supabase-js prefixes `data:image/svg+xml;utf-8,` itself). Colours by name, as in
 * GoTrue's SVG: a `#` in that unencoded data URI would end it.
 */
export async function totpQrSvg(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'H' })
  return svg.replaceAll('"#ffffff"', '"white"').replaceAll('"#000000"', '"black"').trim()
}
