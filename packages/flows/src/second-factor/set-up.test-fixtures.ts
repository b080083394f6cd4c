import type { PasskeyRegistrationOptions, RegistrationResponseJSON, TotpSetup } from '@keystone/api';

/** What the server and the browser answer while a second factor is set up, for the machine's tests and stories. */
export const demoTotpSetup: TotpSetup = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauthUri:
    'otpauth://totp/Keystone:ada%40keystone.test?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Keystone&algorithm=SHA1&digits=6&period=30',
  qrCodeSvg:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 21 21"><rect width="21" height="21" fill="#fff"/><path d="M0 0h7v7H0zM14 0h7v7h-7zM0 14h7v7H0z" fill="#000"/></svg>',
};

export const demoRecoveryCodes = [
  '7KQ2MXD94T',
  'H3ZP8W1CRA',
  'B6N0VYT5QE',
  'M2XK9D4FGS',
  'R8CJ1P7WZN',
  'T5HQ3A0MVB',
  'Y9EW6K2XDC',
  'F4GZ8N1RPJ',
  'Q0SV7C3HTK',
  'W1DM5B9YEA',
];

export const demoPasskeyOptions: PasskeyRegistrationOptions = {
  challengeId: '3f1c7a52-9e0b-4c1d-8a3e-5b2f6d7c8e91',
  options: {
    rp: { id: 'localhost', name: 'Keystone' },
    user: { id: 'dXNlci0x', name: 'ada@keystone.test', displayName: 'Ada Lovelace' },
    challenge: 'Y2hhbGxlbmdl',
    pubKeyCredParams: [
      { alg: -7, type: 'public-key' },
      { alg: -257, type: 'public-key' },
    ],
    timeout: 300_000,
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    attestation: 'none',
  },
};

export const demoRegistrationResponse: RegistrationResponseJSON = {
  id: 'Y3JlZGVudGlhbA',
  rawId: 'Y3JlZGVudGlhbA',
  response: { clientDataJSON: 'e30', attestationObject: 'o2NmbXRkbm9uZQ', transports: ['internal', 'hybrid'] },
  authenticatorAttachment: 'platform',
  clientExtensionResults: {},
  type: 'public-key',
};
