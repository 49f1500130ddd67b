import { Suspense } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { useCanonicalRedirect } from './canonical-path.tsx';
import { NotFoundPage } from '../features/not-found/not-found-page.tsx';
import { WORKFLOW_PATHS } from '../features/workflow/steps.ts';
import { PATHS } from '../lib/paths.ts';
import { chunk, lazyChunk } from '../lib/load-chunk.ts';
import { LoadFailureBoundary } from './load-failure.tsx';

// Each area loads on first visit: a signed-in page carries only its own code.
const Workflow = lazyChunk(async () => ({
  default: (await import('../features/workflow/workflow.tsx')).Workflow,
}));

// Explore (62 resources and their drawings) loads on first visit, off the first paint.
const explore = chunk(() => import('../features/explore/index.ts'));
const ExploreGrid = lazyChunk(async () => ({ default: (await explore()).ExploreGrid }));
const CategoryPage = lazyChunk(async () => ({ default: (await explore()).CategoryPage }));
const TodayPage = lazyChunk(async () => ({
  default: (await import('../features/today/index.ts')).TodayPage,
}));
const ReviewPage = lazyChunk(async () => ({
  default: (await import('../features/review/review-page.tsx')).ReviewPage,
}));
// Outcomes and their history load on first visit, like every area.
const outcomes = chunk(() => import('../features/outcomes/index.ts'));
const OutcomesPage = lazyChunk(async () => ({ default: (await outcomes()).OutcomesPage }));
const OutcomeHistoryPage = lazyChunk(async () => ({
  default: (await outcomes()).OutcomeHistoryPage,
}));
const JoinPage = lazyChunk(async () => ({ default: (await outcomes()).JoinPage }));
const SharedOutcomePage = lazyChunk(async () => ({
  default: (await outcomes()).SharedOutcomePage,
}));
const AccountPage = lazyChunk(async () => ({
  default: (await import('../features/account/account-page.tsx')).AccountPage,
}));

export function AppRoutes() {
  const redirect = useCanonicalRedirect();
  const [location] = useLocation();
  if (redirect) return redirect;
  return (
    <LoadFailureBoundary page resetKey={location}>
      <Suspense
        fallback={
          <p role="status" className="py-10 text-center text-muted-foreground">
            Loading...
          </p>
        }
      >
        <Switch>
          {WORKFLOW_PATHS.map((path) => (
            <Route key={path} path={path} component={Workflow} />
          ))}
          <Route path={PATHS.today} component={TodayPage} />
          <Route path={PATHS.explore} component={ExploreGrid} />
          <Route path={`${PATHS.explore}/:categoryId` as const}>
            {(params) => <CategoryPage categoryId={params.categoryId} />}
          </Route>
          <Route path={PATHS.review} component={ReviewPage} />
          <Route path={PATHS.account} component={AccountPage} />
          <Route path={PATHS.outcomes} component={OutcomesPage} />
          <Route path={`${PATHS.outcomes}/:outcomeId` as const}>
            {(params) => <OutcomeHistoryPage outcomeId={params.outcomeId} />}
          </Route>
          <Route path={`${PATHS.join}/:token` as const}>
            {(params) => <JoinPage token={params.token} />}
          </Route>
          <Route path={`${PATHS.shared}/:outcomeId` as const}>
            {(params) => <SharedOutcomePage outcomeId={params.outcomeId} />}
          </Route>
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
    </LoadFailureBoundary>
  );
}
