import { describe, expect, it } from 'vitest';
import { describeUserAgent } from './user-agent.ts';

// Real user agents, as the browsers send them.
const chromeOnWindows =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const safariOnIphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const chromeOnAndroid =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.81 Mobile Safari/537.36';
const firefoxOnLinux = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const safariOnIpad =
  'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe('describeUserAgent', () => {
  it('reads Chrome on Windows as a desktop', () => {
    expect(describeUserAgent(chromeOnWindows)).toEqual({
      browser: 'Chrome 131',
      operatingSystem: 'Windows 10',
      deviceType: 'DESKTOP',
    });
  });

  it('reads Safari on an iPhone as a mobile', () => {
    expect(describeUserAgent(safariOnIphone)).toEqual({
      browser: 'Safari 18',
      operatingSystem: 'iOS 18.1',
      deviceType: 'MOBILE',
    });
  });

  it('reads Chrome on Android as a mobile', () => {
    expect(describeUserAgent(chromeOnAndroid)).toEqual({
      browser: 'Chrome 131',
      operatingSystem: 'Android 14',
      deviceType: 'MOBILE',
    });
  });

  it('reads Firefox on Linux, a system that gives no version', () => {
    expect(describeUserAgent(firefoxOnLinux)).toEqual({
      browser: 'Firefox 133',
      operatingSystem: 'Linux',
      deviceType: 'DESKTOP',
    });
  });

  it('reads an iPad as a tablet', () => {
    expect(describeUserAgent(safariOnIpad)).toEqual({
      browser: 'Safari 17',
      operatingSystem: 'iOS 17.5',
      deviceType: 'TABLET',
    });
  });

  it('answers nulls and UNKNOWN for an empty user agent, and for one that names nothing we know', () => {
    const nothing = { browser: null, operatingSystem: null, deviceType: 'UNKNOWN' };
    expect(describeUserAgent('')).toEqual(nothing);
    expect(describeUserAgent('   ')).toEqual(nothing);
    expect(describeUserAgent('curl/8.5.0')).toEqual(nothing);
  });
});
