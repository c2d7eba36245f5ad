/** The rules' clock follows the server's when the device's is wrong (domain/clock.ts). */
import { afterEach, describe, expect, it } from 'vitest';
import { appNow, observeServerDate, onClockCorrected } from '../../domain/clock';
import { todayInAppZone } from '../../domain/time';

const HOUR = 3_600_000;
afterEach(() => observeServerDate(new Date().toUTCString()));

describe('appNow', () => {
  it('a device 14 hours ahead still gets the server’s today and time', () => {
    const server = Date.parse('2026-11-22T22:30:00Z'); // 17:30 in Bogota
    const device = server + 14 * HOUR; // 07:30 of the 23rd in Bogota
    observeServerDate(new Date(server).toUTCString(), device);
    const corrected = appNow().getTime() - (Date.now() - device);
    expect(Math.abs(corrected - server)).toBeLessThan(1000);
    expect(todayInAppZone(new Date(corrected))).toBe('2026-11-22');
    expect(todayInAppZone()).toBe(todayInAppZone(new Date(Date.now() - 14 * HOUR)));
  });

  it('a device behind the server is corrected forward', () => {
    const server = Date.now();
    observeServerDate(new Date(server).toUTCString(), server - 3 * HOUR);
    expect(appNow().getTime() - Date.now()).toBeGreaterThan(3 * HOUR - 2000);
  });

  it('the second rounding of the header and the network are not taken for a wrong clock', () => {
    const now = Date.now();
    observeServerDate(new Date(now - 2500).toUTCString(), now);
    expect(Math.abs(appNow().getTime() - Date.now())).toBeLessThan(50);
  });

  it('an unreadable header changes nothing', () => {
    const server = Date.now();
    observeServerDate(new Date(server).toUTCString(), server + 6 * HOUR);
    observeServerDate('no es una fecha');
    observeServerDate(undefined);
    expect(Date.now() - appNow().getTime()).toBeGreaterThan(6 * HOUR - 2000);
  });
});

describe('onClockCorrected', () => {
  it('tells when an answer corrects the clock, not when it agrees with what was known', () => {
    let told = 0;
    const stop = onClockCorrected(() => told++);
    const server = Date.now();
    observeServerDate(new Date(server).toUTCString(), server + 15 * HOUR);
    expect(told).toBe(1);
    observeServerDate(new Date(server).toUTCString(), server + 15 * HOUR);
    expect(told).toBe(1);
    stop();
    observeServerDate(new Date(server).toUTCString(), server);
    expect(told).toBe(1);
  });
});
