import { beforeAll, describe, expect, it } from 'vitest';
import { buildClientIfStale } from './build.ts';
import { readBundleReport, type BundleReport } from './bundle-size.ts';

/** Issue 11's budgets, in gzip bytes: what a phone on a slow network has to download. */
const LANDING_JS_BUDGET = 100 * 1024;
const SIGNED_IN_ROUTE_JS_BUDGET = 170 * 1024;

describe('byte budgets of the production build', () => {
  let report: BundleReport;
  beforeAll(async () => {
    await buildClientIfStale();
    report = readBundleReport();
  }, 180_000);

  it('keeps the landing page initial JS within 100 KB gzip', () => {
    expect(report.landing.js.gzip).toBeLessThanOrEqual(LANDING_JS_BUDGET);
  });

  it('keeps every signed-in area within 170 KB gzip in total', () => {
    expect(report.routes.map((route) => route.name)).toEqual(
      expect.arrayContaining(['workflow', 'explore']),
    );
    for (const route of report.routes) {
      expect(route.js.gzip, route.name).toBeLessThanOrEqual(SIGNED_IN_ROUTE_JS_BUDGET);
    }
  });
});
