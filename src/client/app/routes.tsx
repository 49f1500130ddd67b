import { Route, Switch } from 'wouter';
import { CategoryPage, ExploreGrid } from '../features/explore/index.ts';
import { NotFoundPage } from '../features/not-found/not-found-page.tsx';
import { WORKFLOW_PATHS, Workflow } from '../features/workflow/workflow.tsx';

export function AppRoutes() {
  return (
    <Switch>
      {WORKFLOW_PATHS.map((path) => (
        <Route key={path} path={path} component={Workflow} />
      ))}
      <Route path="/explore" component={ExploreGrid} />
      <Route path="/explore/:categoryId">
        {(params) => <CategoryPage categoryId={params.categoryId} />}
      </Route>
      <Route component={NotFoundPage} />
    </Switch>
  );
}
