import { beforeAll, describe, expect, it } from 'vitest';
import { buildClientIfStale } from './build.ts';
import { readBundleReport, type BundleReport } from './bundle-size.ts';

/**
 * Ceilings in gzip bytes: what a phone on a slow network has to download. The product's targets
 * are 100 KB for the landing page and 170 KB for each signed-in area; today's build misses them
 * (landing 100.1 KB, signed-in areas 226-247 KB, see README "Performance"), so these ceilings
 * hold today's figures with a little room and stop any further growth until the targets are met.
 */
const LANDING_JS_BUDGET = 102 * 1024;
const SIGNED_IN_ROUTE_JS_BUDGET = 250 * 1024;

describe('byte budgets of the production build', () => {
  let report: BundleReport;
  beforeAll(async () => {
    await buildClientIfStale();
    report = readBundleReport();
  }, 180_000);

  it('keeps the landing page initial JS within its ceiling', () => {
    expect(report.landing.js.gzip).toBeLessThanOrEqual(LANDING_JS_BUDGET);
  });

  it('keeps every signed-in area within its ceiling', () => {
    expect(report.routes.map((route) => route.name)).toEqual(
      expect.arrayContaining(['workflow', 'explore']),
    );
    for (const route of report.routes) {
      expect(route.js.gzip, route.name).toBeLessThanOrEqual(SIGNED_IN_ROUTE_JS_BUDGET);
    }
  });
});
