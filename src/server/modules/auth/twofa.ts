import { authenticator } from 'otplib';
import QRCode from 'qrcode';

authenticator.options = { window: 1 };

export const newTotpSecret = () => authenticator.generateSecret();

export function verifyTotp(secret: string, code: string): boolean {
  try {
    return authenticator.check(code, secret);
  } catch {
    return false;
  }
}

export async function totpSetup(email: string, secret: string) {
  const otpauth_url = authenticator.keyuri(email, 'Studio', secret);
  const qr_code = await QRCode.toDataURL(otpauth_url, { margin: 1, width: 220 });
  return { qr_code, secret, otpauth_url };
}
