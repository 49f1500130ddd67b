import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { NotFoundPage } from '../features/not-found/not-found-page.tsx';
import { WORKFLOW_PATHS, Workflow } from '../features/workflow/workflow.tsx';

// Explore (62 resources and their drawings) loads on first visit, off the first paint.
const explore = () => import('../features/explore/index.ts');
const ExploreGrid = lazy(async () => ({ default: (await explore()).ExploreGrid }));
const CategoryPage = lazy(async () => ({ default: (await explore()).CategoryPage }));
const AccountPage = lazy(async () => ({
  default: (await import('../features/account/account-page.tsx')).AccountPage,
}));

export function AppRoutes() {
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
        <Route path="/explore" component={ExploreGrid} />
        <Route path="/explore/:categoryId">
          {(params) => <CategoryPage categoryId={params.categoryId} />}
        </Route>
        <Route path="/account" component={AccountPage} />
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
