import { Redirect, useLocation } from 'wouter';
import { WORKFLOW_PATHS } from '../features/workflow/steps.ts';
import { PATHS } from '../lib/paths.ts';

/**
 * The one spelling of a path the app knows: lower case, no trailing slash ('/' stays '/'). The
 * router matches '/Tactics' and '/tactics/' too, so without this the address and the step shown
 * could disagree (docs/product.md, Routes). Unknown paths are left alone for 'Page Not Found'.
 */
export function canonicalPath(path: string): string | undefined {
  const canonical = path.replace(/\/+$/, '').toLowerCase() || '/';
  const known =
    WORKFLOW_PATHS.includes(canonical) ||
    canonical === PATHS.explore ||
    canonical === PATHS.outcomes ||
    /^\/(explore|outcomes)\/[^/]+$/.test(canonical);
  return known ? canonical : undefined;
}

/**
 * A redirect to the canonical spelling (replacing the history entry) when the address is another
 * spelling of a known path; render it instead of the page, so no step shows under the wrong address.
 */
export function useCanonicalRedirect() {
  const [location] = useLocation();
  const canonical = canonicalPath(location);
  return canonical !== undefined && canonical !== location ? (
    <Redirect to={canonical} replace />
  ) : undefined;
}
