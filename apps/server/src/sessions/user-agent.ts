import type { DeviceType } from '@keystone/api';
import Bowser from 'bowser';

/** What the devices page shows of a session's user agent (contract `Session`). */
export interface DeviceDescription {
  /** 'Chrome 131', 'Safari 18'; null when the user agent names no browser we know. */
  browser: string | null;
  /** 'Windows 10', 'iOS 18.1', 'Android 14', 'Linux'; null when unknown. */
  operatingSystem: string | null;
  deviceType: DeviceType;
}

const deviceTypes: Record<string, DeviceType> = { desktop: 'DESKTOP', mobile: 'MOBILE', tablet: 'TABLET' };

const unknown: DeviceDescription = { browser: null, operatingSystem: null, deviceType: 'UNKNOWN' };

/** The browser's major version is what a person recognises ('Chrome 131', not 'Chrome 131.0.6778.81'). */
function named(name: string | undefined, version: string | undefined): string | null {
  if (!name) return null;
  return version ? `${name} ${version}` : name;
}

/**
 * Reads a User-Agent header as the devices page names a session. A user agent may say anything: what it does not
 * say is null (or UNKNOWN), never a guess, and a header that cannot be read at all is all unknown.
 */
export function describeUserAgent(userAgent: string): DeviceDescription {
  if (userAgent.trim() === '') return unknown;
  let parsed: Bowser.Parser.ParsedResult;
  try {
    parsed = Bowser.parse(userAgent);
  } catch {
    return unknown;
  }
  const { browser, os, platform } = parsed;
  const major = browser.version?.split('.')[0];
  // Windows says its version as 'NT 10.0': Bowser's versionName is the one people know ('10').
  const osVersion = os.versionName ?? os.version;
  return {
    browser: named(browser.name, major),
    operatingSystem: named(os.name, osVersion),
    deviceType: deviceTypes[platform.type ?? ''] ?? 'UNKNOWN',
  };
}
