import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { useCanonicalRedirect } from './canonical-path.tsx';
import { NotFoundPage } from '../features/not-found/not-found-page.tsx';
import { WORKFLOW_PATHS } from '../features/workflow/steps.ts';

// Each area loads on first visit: a signed-in page carries only its own code.
const Workflow = lazy(async () => ({
  default: (await import('../features/workflow/workflow.tsx')).Workflow,
}));

// Explore (62 resources and their drawings) loads on first visit, off the first paint.
const explore = () => import('../features/explore/index.ts');
const ExploreGrid = lazy(async () => ({ default: (await explore()).ExploreGrid }));
const CategoryPage = lazy(async () => ({ default: (await explore()).CategoryPage }));
const TodayPage = lazy(async () => ({
  default: (await import('../features/today/index.ts')).TodayPage,
}));
const ReviewPage = lazy(async () => ({
  default: (await import('../features/review/review-page.tsx')).ReviewPage,
}));
const AccountPage = lazy(async () => ({
  default: (await import('../features/account/account-page.tsx')).AccountPage,
}));

export function AppRoutes() {
  const redirect = useCanonicalRedirect();
  if (redirect) return redirect;
  return (
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
        <Route path="/today" component={TodayPage} />
        <Route path="/explore" component={ExploreGrid} />
        <Route path="/explore/:categoryId">
          {(params) => <CategoryPage categoryId={params.categoryId} />}
        </Route>
        <Route path="/review" component={ReviewPage} />
        <Route path="/account" component={AccountPage} />
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
