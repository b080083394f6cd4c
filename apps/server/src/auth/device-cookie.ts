import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context/app-context.ts';
import { cookieValue, secure } from './session-cookie.ts';

/**
 * A browser that has signed in to an account keeps that account's device cookie (OWASP's "device cookie"): a
 * random device id with an HMAC of the account id and the device id under the server's secret, so it can be
 * neither made up nor carried over to another account. It signs nobody in; sign-in only judges this browser by its
 * own failures, so a stranger guessing the account's password cannot lock its owner out. One cookie per account,
 * HttpOnly and SameSite=Strict like the session, sent only to the sign-in route.
 */
const cookiePrefix = 'keystone_device_';
const cookiePath = '/api/auth/login';
const lifetimeSeconds = 365 * 24 * 60 * 60;
const deviceIdPattern = /^[A-Za-z0-9_-]{22}$/;

export function deviceCookieName(userId: number): string {
  return `${cookiePrefix}${userId}`;
}

function signature(secret: Uint8Array, userId: number, deviceId: string): Buffer {
  return createHmac('sha256', secret).update(`keystone-device:${userId}:${deviceId}`).digest();
}

export function newDeviceId(): string {
  return randomBytes(16).toString('base64url');
}

/** The device id in the account's cookie of this Cookie header, when the server signed it for this very account. */
export function knownDeviceId(secret: Uint8Array, cookieHeader: string | undefined, userId: number) {
  const value = cookieValue(cookieHeader, deviceCookieName(userId));
  const [deviceId = '', mac = '', ...rest] = (value ?? '').split('.');
  if (rest.length > 0 || !deviceIdPattern.test(deviceId)) return undefined;
  const expected = signature(secret, userId, deviceId);
  const given = Buffer.from(mac, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) ? deviceId : undefined;
}

/** Gives (or renews) the browser its device cookie for the account it has just signed in to. */
export function setDeviceCookie(
  reply: FastifyReply,
  request: FastifyRequest,
  app: AppContext,
  device: { userId: number; deviceId: string },
): void {
  const { config } = app;
  const mac = signature(config.jwtSecret, device.userId, device.deviceId).toString('base64url');
  const attributes = [
    `${deviceCookieName(device.userId)}=${device.deviceId}.${mac}`,
    `Path=${cookiePath}`,
    `Max-Age=${lifetimeSeconds}`,
    'HttpOnly',
    'SameSite=Strict',
  ];
  if (secure(request, config.publicUrl)) attributes.push('Secure');
  reply.header('set-cookie', attributes.join('; '));
}
